#!/usr/bin/env node
// `npm test`: every check of the project, in order, keeping going after failures.
//
//   1 类型检查       route tree generation (vite config's TanStack plugin) + `tsc -b`
//   2 代码规范       `eslint .` (only when an eslint config exists)
//   3 契约检查       `npm run api:lint`
//   4 契约安全检查    Spectral with the OWASP API Security ruleset (openapi/.spectral.yaml): 0 errors, and the row
//                    shows the findings per severity and the request integers without bounds
//   5 生成代码新鲜度  snapshot src/api/gen, `npm run api:gen`, compare (fresh output is left in place)
//   6 单元/组件/服务端测试  `vitest run` (TEST_DATABASE_URL adds the PostgreSQL server tests)
//   7 构建 + 包体积   `vite build --manifest`, then scripts/bundle-budget.mjs
//   8 浏览器测试      `playwright test` in Chromium (CHROME_PATH, /usr/bin/chromium or chromium-browser); every page
//                    a test shows passes the axe gate (tests/e2e/support/axe-gate.ts), the row shows its figures
//
// Counting: every vitest test and every playwright test counts as one; every other step counts as one check.
// A test runner that exits non-zero without any failed test (a file that fails to load, a crashed global setup)
// adds one failed check. The last line is exactly `N passed, N failed`; the exit code is 1 when N failed > 0.
//
// Steps 1-4 run side by side, then 5, then 6 beside 7, then 8 (GROUPS below); every row of the summary gives its
// seconds, the heading line the whole run's.
//
// `npm test -- --quick` skips 7 and 8 (build, bundle budget, browser tests).
import { AsyncLocalStorage } from 'node:async_hooks';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { format } from 'node:util';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(ROOT);

const argv = process.argv.slice(2);
const QUICK = argv.includes('--quick');
const unknown = argv.filter((a) => a !== '--quick');
if (unknown.length) {
  console.error(`未知参数：${unknown.join(' ')}（只支持 --quick）`);
  process.exit(2);
}

/** Absolute path of a package's CLI script, run with this same Node binary. */
function bin(pkg, name = pkg) {
  const dir = path.join(ROOT, 'node_modules', pkg);
  const pj = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const rel = typeof pj.bin === 'string' ? pj.bin : pj.bin?.[name];
  if (!rel) throw new Error(`${pkg} 没有名为 ${name} 的命令`);
  return path.join(dir, rel);
}

const ENV = {
  ...process.env,
  // The contract linter phones home and prints update notices otherwise; this machine has no internet.
  REDOCLY_TELEMETRY: 'off',
  REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
};

let interrupted = false;
/** Children running now (steps of a group run side by side). */
const children = new Set();
for (const sig of ['SIGINT', 'SIGTERM']) {
  process.on(sig, () => {
    interrupted = true;
    // The terminal already sent SIGINT to the children (same process group); a `kill` of this process did not.
    if (sig === 'SIGTERM') for (const c of children) c.kill(sig);
  });
}

/**
 * Output of the steps that run beside the one whose output streams: each such step writes into its own buffer
 * (console.log/error and its commands' output alike), printed whole when the group ends, so no two steps' lines mix.
 */
const outputOf = new AsyncLocalStorage();
/** The step (its function's name) a result row belongs to. */
const stepOf = new AsyncLocalStorage();
for (const [name, stream] of [
  ['log', process.stdout],
  ['error', process.stderr],
]) {
  const original = console[name].bind(console);
  console[name] = (...args) => {
    const buffer = outputOf.getStore();
    if (buffer) buffer.push({ stream, text: `${format(...args)}\n` });
    else original(...args);
  };
}

/** Runs a command with its output streamed (or kept in the step's buffer); resolves to the exit code (127 when it cannot start). */
function run(cmd, args, opts = {}) {
  return new Promise((resolve) => {
    console.log(`$ ${opts.label ?? [cmd === process.execPath ? 'node' : cmd, ...args].join(' ')}`);
    const buffer = outputOf.getStore();
    const child = spawn(cmd, args, { stdio: buffer ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: { ...ENV, ...opts.env }, cwd: ROOT });
    if (buffer) {
      child.stdout.on('data', (d) => buffer.push({ stream: process.stdout, text: d }));
      child.stderr.on('data', (d) => buffer.push({ stream: process.stderr, text: d }));
    }
    children.add(child);
    child.on('error', (err) => {
      console.error(`无法启动 ${cmd}：${err.message}`);
      children.delete(child);
      resolve(127);
    });
    child.on('close', (code, signal) => {
      children.delete(child);
      resolve(code ?? (signal ? 128 : 1));
    });
  });
}

function npmRun(script) {
  const npmCli = process.env.npm_execpath;
  return npmCli && /\.c?js$/.test(npmCli)
    ? run(process.execPath, [npmCli, 'run', '--silent', script], { label: `npm run ${script}` })
    : run('npm', ['run', '--silent', script], { label: `npm run ${script}` });
}

// ---------------------------------------------------------------------------------------------------------------
const results = []; // { step, passed, failed, note }
let stepNo = 0;
const TOTAL_STEPS = 8;
const started = Date.now();

function header(title) {
  stepNo += 1;
  console.log(`\n━━━━ [${stepNo}/${TOTAL_STEPS}] ${title} ━━━━`);
  return Date.now();
}
function record(step, passed, failed, note = '', t0 = Date.now()) {
  const secs = ((Date.now() - t0) / 1000).toFixed(1);
  results.push({ step, passed, failed, note, secs, fn: stepOf.getStore() });
  const mark = failed ? '✗' : '✓';
  console.log(`${mark} ${step}：${note || (failed ? '失败' : '通过')}（${secs} 秒）`);
}
function check(step, ok, note, t0) {
  record(step, ok ? 1 : 0, ok ? 0 : 1, note, t0);
}
function skipped(step, note) {
  results.push({ step, passed: 0, failed: 0, note, secs: '-', fn: stepOf.getStore() });
  console.log(`- ${step}：${note}`);
}

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'xm-test-run-'));
const readJson = (file) => {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
};

/** Every file under dir, as relative path → content. */
function snapshot(dir) {
  const out = new Map();
  const walk = (d) => {
    let names;
    try {
      names = fs.readdirSync(d, { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of names) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.isFile()) out.set(path.relative(dir, p).split(path.sep).join('/'), fs.readFileSync(p));
    }
  };
  walk(dir);
  return out;
}

function findChromium() {
  const usable = (p) => {
    try {
      fs.accessSync(p, fs.constants.X_OK);
      return fs.statSync(p).isFile();
    } catch {
      return false;
    }
  };
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv && !usable(fromEnv)) console.error(`CHROME_PATH=${fromEnv} 不是可执行文件，改找 /usr/bin/chromium`);
  return [fromEnv, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean).find(usable);
}

const steps = [
  async function typecheck() {
    const t0 = header('类型检查（tsc -b）');
    // src/routeTree.gen.ts is written by the TanStack router plugin when Vite resolves its config:
    // resolving vite.config.ts runs the plugin's configResolved hook, which generates it with the project's options.
    const gen = await run(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        "const { resolveConfig } = await import('vite'); await resolveConfig({ configFile: 'vite.config.ts', logLevel: 'warn' }, 'build', 'production');",
      ],
      { label: '（生成 src/routeTree.gen.ts：解析 vite.config.ts 时 TanStack 路由插件生成）' },
    );
    if (gen !== 0 || !fs.existsSync(path.join(ROOT, 'src/routeTree.gen.ts'))) {
      console.error('警告：未能生成 src/routeTree.gen.ts（见上方输出），类型检查可能因此失败');
    }
    const code = await run(process.execPath, [bin('typescript', 'tsc'), '-b'], { label: 'tsc -b' });
    check('类型检查', code === 0, code === 0 ? '' : `tsc 退出码 ${code}`, t0);
  },

  async function lint() {
    const configs = ['eslint.config.js', 'eslint.config.mjs', 'eslint.config.cjs', 'eslint.config.ts', 'eslint.config.mts'];
    const config = configs.find((f) => fs.existsSync(path.join(ROOT, f)));
    if (!config) {
      stepNo += 1;
      skipped('代码规范', '跳过：没有 eslint.config.js');
      return;
    }
    const t0 = header('代码规范（eslint .）');
    const code = await run(process.execPath, [bin('eslint'), '.'], { label: 'eslint .' });
    check('代码规范', code === 0, code === 0 ? '' : `eslint 退出码 ${code}`, t0);
  },

  async function contractLint() {
    const t0 = header('契约检查（npm run api:lint）');
    const code = await npmRun('api:lint');
    check('契约检查', code === 0, code === 0 ? '' : `api:lint 退出码 ${code}`, t0);
  },

  async function contractSecurity() {
    const t0 = header('契约安全检查（Spectral，OWASP API Security 2023 规则集）');
    const out = path.join(tmp, 'spectral.json');
    const code = await run(
      process.execPath,
      [bin('@stoplight/spectral-cli', 'spectral'), 'lint', 'openapi/bundled/openapi.yaml', '--ruleset', 'openapi/.spectral.yaml', '--format', 'json', '--output', out, '--quiet'],
      { label: 'spectral lint openapi/bundled/openapi.yaml --ruleset openapi/.spectral.yaml' },
    );
    const findings = readJson(out);
    if (!Array.isArray(findings)) {
      check('契约安全检查', false, `spectral 退出码 ${code}，没有结果文件`, t0);
      return;
    }
    const SEVERITY = ['错误', '警告', '提示', '信息'];
    const bySeverity = [0, 0, 0, 0];
    for (const f of findings) bySeverity[f.severity] += 1;
    for (const f of findings.slice(0, 60)) {
      console.error(`  ${SEVERITY[f.severity]} ${f.code} ${f.path.join('.')}：${f.message}`);
    }
    if (findings.length > 60) console.error(`  …另有 ${findings.length - 60} 条`);
    const unboundedInts = new Set(findings.filter((f) => f.code === 'xm-request-integer-bounded').map((f) => f.path.join('.'))).size;
    const note = `${bySeverity[0]} 个错误，${bySeverity[1]} 个警告；请求中无上下限的整数 ${unboundedInts} 个`;
    check('契约安全检查', code === 0 && bySeverity[0] === 0, note, t0);
  },

  async function genFreshness() {
    const t0 = header('生成代码新鲜度（npm run api:gen：先打包契约再生成，比较 openapi/bundled、src/api/gen、src/api/limits.gen.ts 与 server/lib/live-kinds.gen.ts）');
    // api:gen runs api:bundle first: the bundled contract, the server's live kinds and the client are all compared.
    const GENERATED = ['openapi/bundled', 'src/api/gen', 'src/api/limits.gen.ts', 'server/lib/live-kinds.gen.ts'];
    const snapAll = () => {
      const all = new Map();
      for (const g of GENERATED) {
        const abs = path.join(ROOT, g);
        if (fs.existsSync(abs) && fs.statSync(abs).isFile()) all.set(g, fs.readFileSync(abs));
        else for (const [k, v] of snapshot(abs)) all.set(`${g}/${k}`, v);
      }
      return all;
    };
    const before = snapAll();
    const code = await npmRun('api:gen');
    if (code !== 0) {
      check('生成代码新鲜度', false, `api:gen 退出码 ${code}`, t0);
      return;
    }
    const after = snapAll();
    const changed = [...after.keys()].filter((k) => before.has(k) && !before.get(k).equals(after.get(k)));
    const added = [...after.keys()].filter((k) => !before.has(k));
    const removed = [...before.keys()].filter((k) => !after.has(k));
    const total = changed.length + added.length + removed.length;
    if (total === 0) {
      check('生成代码新鲜度', true, `打包契约与生成代码与契约一致（${after.size} 个文件）`, t0);
      return;
    }
    console.error('openapi/bundled、src/api/gen 或 server/lib/live-kinds.gen.ts 与 openapi/ 不一致：已写入新生成的文件，请检查后提交。');
    const list = (label, files) => {
      if (!files.length) return;
      console.error(`  ${label}（${files.length}）：`);
      for (const f of files.slice(0, 40)) console.error(`    ${f}`);
      if (files.length > 40) console.error(`    …另有 ${files.length - 40} 个`);
    };
    list('已变化', changed);
    list('新增', added);
    list('已删除', removed);
    check('生成代码新鲜度', false, `生成代码过期：${changed.length} 个变化，${added.length} 个新增，${removed.length} 个删除`, t0);
  },

  async function unitTests() {
    const t0 = header(`单元、组件与服务端测试（vitest run${process.env.TEST_DATABASE_URL ? '，含 PostgreSQL' : '，仅 SQLite'}）`);
    const out = path.join(tmp, 'vitest.json');
    const code = await run(process.execPath, [bin('vitest'), 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`], {
      label: 'vitest run --reporter=default --reporter=json',
    });
    const report = readJson(out);
    let passed = 0;
    let failed = 0;
    const notes = [];
    if (report) {
      passed = report.numPassedTests ?? 0;
      failed = report.numFailedTests ?? 0;
      // A test file that fails to load has no failed test of its own: count the file.
      const brokenFiles = (report.testResults ?? []).filter(
        (f) => f.status === 'failed' && !(f.assertionResults ?? []).some((a) => a.status === 'failed'),
      );
      if (brokenFiles.length) {
        failed += brokenFiles.length;
        notes.push(`${brokenFiles.length} 个测试文件无法运行：${brokenFiles.map((f) => path.relative(ROOT, f.name)).join('，')}`);
      }
      // The slowest files, so the suite's time (CI has 90 minutes) stays visible where it grows.
      const slowest = (report.testResults ?? [])
        .map((f) => ({ file: path.relative(ROOT, f.name), secs: ((f.endTime ?? 0) - (f.startTime ?? 0)) / 1000 }))
        .sort((a, b) => b.secs - a.secs)
        .slice(0, 12);
      if (slowest.length) {
        console.log('\n最慢的测试文件（秒）：');
        for (const f of slowest) console.log(`  ${f.secs.toFixed(1).padStart(7)}  ${f.file}`);
      }
    }
    if (code !== 0 && failed === 0) {
      failed = 1;
      notes.push(report ? `vitest 退出码 ${code}（未处理的错误？）` : `vitest 退出码 ${code}，没有结果文件`);
    }
    record('vitest', passed, failed, [`${passed} 通过，${failed} 失败`, ...notes].join('；'), t0);
  },

  async function buildAndBudget() {
    if (QUICK) {
      stepNo += 1;
      skipped('构建与包体积', '跳过（--quick）');
      return;
    }
    const t0 = header('构建（vite build）与包体积预算');
    const code = await run(process.execPath, [bin('vite'), 'build', '--manifest'], { label: 'vite build --manifest' });
    check('构建', code === 0, code === 0 ? '' : `vite build 退出码 ${code}`, t0);
    if (code !== 0) {
      check('包体积预算', false, '构建失败，无法检查');
      return;
    }
    const t1 = Date.now();
    const budget = await run(process.execPath, [path.join(ROOT, 'scripts/bundle-budget.mjs')], { label: 'node scripts/bundle-budget.mjs' });
    check('包体积预算', budget === 0, budget === 0 ? '' : '超出预算或无法测量（见上表）', t1);
  },

  async function browserTests() {
    if (QUICK) {
      stepNo += 1;
      skipped('浏览器测试', '跳过（--quick）');
      return;
    }
    const t0 = header('浏览器测试（playwright test，Chromium）');
    const chromium = findChromium();
    if (!chromium) {
      console.error('未找到 Chromium：请安装 chromium 或设置 CHROME_PATH（apt-get install chromium fonts-wqy-microhei）');
      check('浏览器测试', false, '未找到 Chromium', t0);
      return;
    }
    const buildFailed = results.some((r) => r.step === '构建' && r.failed);
    if (buildFailed || !fs.existsSync(path.join(ROOT, 'dist/index.html'))) {
      check('浏览器测试', false, '前端构建失败（没有 dist/index.html），未运行', t0);
      return;
    }
    const out = path.join(tmp, 'playwright.json');
    const code = await run(process.execPath, [bin('@playwright/test', 'playwright'), 'test', '--reporter=list,json'], {
      env: { CHROME_PATH: chromium, PLAYWRIGHT_JSON_OUTPUT_FILE: out, PLAYWRIGHT_JSON_OUTPUT_NAME: out },
      label: `playwright test --reporter=list,json（Chromium：${chromium}）`,
    });
    const report = readJson(out);
    const stats = report?.stats ?? {};
    const passed = (stats.expected ?? 0) + (stats.flaky ?? 0);
    let failed = stats.unexpected ?? 0;
    const notes = [`${passed} 通过${stats.flaky ? `（其中 ${stats.flaky} 个重试一次后通过）` : ''}，${failed} 失败${stats.skipped ? `，${stats.skipped} 跳过` : ''}`];
    // Where the browser tests' time goes: each spec file's tests (retries included), summed over both workers.
    const perFile = new Map();
    const walk = (suite) => {
      for (const spec of suite.specs ?? []) {
        for (const t of spec.tests ?? []) for (const r of t.results ?? []) perFile.set(spec.file, (perFile.get(spec.file) ?? 0) + (r.duration ?? 0));
      }
      for (const child of suite.suites ?? []) walk(child);
    };
    for (const suite of report?.suites ?? []) walk(suite);
    if (perFile.size) {
      console.log('\n最慢的浏览器测试文件（秒，各工作进程合计）：');
      for (const [file, ms] of [...perFile].sort((a, b) => b[1] - a[1]).slice(0, 12)) console.log(`  ${(ms / 1000).toFixed(1).padStart(7)}  ${file}`);
    }
    // The accessibility gate's totals (written by global teardown: tests/e2e/support/server.ts).
    const axe = readJson(path.join(ROOT, 'test-results/axe/summary.json'));
    if (axe?.total) {
      notes.push(`axe：${axe.pages.length} 个页面 ${axe.total.scans} 次扫描，critical ${axe.total.critical}，serious ${axe.total.serious}`);
    }
    if (code !== 0 && failed === 0) {
      failed = 1;
      const errors = (report?.errors ?? []).map((e) => String(e.message ?? '').split('\n')[0]).filter(Boolean);
      notes.push(errors.length ? `playwright 错误：${errors.join('；')}` : `playwright 退出码 ${code}`);
    }
    record('playwright', passed, failed, notes.join('；'), t0);
  },
];

/**
 * The steps in groups: the steps of a group run side by side (the first one's output streams, the others' is printed
 * when the group ends); groups run one after another. On a 2-core machine the pairs are chosen so that each leaves
 * the other a core: tsc and eslint each use one; the vitest run (one worker: the server tests wait on their database)
 * leaves room for the production build that the browser tests need.
 */
const byName = Object.fromEntries(steps.map((f) => [f.name, f]));
const GROUPS = [
  ['typecheck', 'lint', 'contractLint', 'contractSecurity'],
  ['genFreshness'],
  ['unitTests', 'buildAndBudget'],
  ['browserTests'],
];
if (GROUPS.flat().length !== steps.length || GROUPS.flat().some((n) => !byName[n])) throw new Error('scripts/test.mjs：GROUPS 与 steps 不一致');

const STEP_LABELS = {
  typecheck: '类型检查',
  lint: '代码规范',
  contractLint: '契约检查',
  contractSecurity: '契约安全检查',
  genFreshness: '生成代码新鲜度',
  unitTests: '单元/组件/服务端测试',
  buildAndBudget: '构建与包体积',
  browserTests: '浏览器测试',
};

async function runStep(step) {
  try {
    await stepOf.run(step.name, step);
  } catch (err) {
    console.error(err);
    stepOf.run(step.name, () => check(step.name, false, `脚本错误：${err instanceof Error ? err.message : err}`));
  }
}

/** The machine's CPU time so far (Linux /proc/stat: busy and total jiffies), to tell how busy a group kept the cores. */
function cpuTimes() {
  try {
    const f = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
    const total = f.reduce((a, b) => a + b, 0);
    return { busy: total - f[3] - (f[4] ?? 0), total };
  } catch {
    return null;
  }
}
const groupRows = []; // { names, secs, busy }

for (const group of GROUPS) {
  if (interrupted) break;
  const t0 = Date.now();
  const c0 = cpuTimes();
  const buffers = group.slice(1).map(() => []);
  await Promise.all(group.map((name, i) => (i === 0 ? runStep(byName[name]) : outputOf.run(buffers[i - 1], () => runStep(byName[name])))));
  for (const buffer of buffers) for (const { stream, text } of buffer) stream.write(text);
  const c1 = cpuTimes();
  const busy = c0 && c1 && c1.total > c0.total ? Math.round((100 * (c1.busy - c0.busy)) / (c1.total - c0.total)) : null;
  const secs = ((Date.now() - t0) / 1000).toFixed(1);
  groupRows.push({ names: group.filter((n) => results.some((r) => r.fn === n && r.secs !== '-')), secs, busy });
}
fs.rmSync(tmp, { recursive: true, force: true });

const passed = results.reduce((n, r) => n + r.passed, 0);
let failed = results.reduce((n, r) => n + r.failed, 0);
if (interrupted) failed += 1;

console.log(`\n━━━━ 汇总（${((Date.now() - started) / 1000).toFixed(0)} 秒${QUICK ? '，--quick' : ''}） ━━━━`);
console.log(`用时（同一行的步骤并行；CPU 为整台机器 ${os.cpus().length} 核的平均占用）：`);
for (const g of groupRows) {
  if (!g.names.length) continue;
  console.log(`  ${g.secs.padStart(7)} 秒${g.busy === null ? '' : `  CPU ${String(g.busy).padStart(3)} %`}  ${g.names.map((n) => STEP_LABELS[n] ?? n).join(' ∥ ')}`);
}
for (const r of results) {
  const mark = r.failed ? '✗' : r.passed ? '✓' : '-';
  console.log(`${mark} ${r.step}：${r.note || (r.failed ? '失败' : '通过')}${r.secs === '-' ? '' : `（${r.secs} 秒）`}`);
}
if (interrupted) console.log('✗ 已中断');
console.log(`${passed} passed, ${failed} failed`);
process.exitCode = failed > 0 ? 1 : 0;
