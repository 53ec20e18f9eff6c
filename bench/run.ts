/**
 * `npm run bench [-- --quick] [filter...]`: runs every bench/tasks/*.ts module (or those whose file name contains
 * one of the filters), prints one table and writes bench/results.json (the list of BenchEntry of every task run).
 *
 * Each task exports `default async function run(ctx: BenchContext): Promise<BenchEntry[]>` (bench/types.ts) and
 * starts whatever it needs itself (its own server on a free port with a temporary DATA_DIR: bench/lib/server.ts).
 * The built SPA in dist/ is rebuilt first when it is missing or older than the sources.
 * Timing and rate budgets are scaled by how slow the machine is around each task (bench/lib/scale.ts): the table
 * shows the raw budget and the scaled one, and `ok` is judged on the scaled one.
 * Exit code 1 when a figure is over budget or a task failed.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { measureMachine } from './lib/machine.ts';
import { applyScale, machineScale, MAX_SCALE, QUIET_REFERENCE_MS } from './lib/scale.ts';
import { round } from './lib/stats.ts';
import type { BenchContext, BenchEntry } from './types.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const TASKS_DIR = path.join(ROOT, 'bench', 'tasks');


/** Newest modification time under a path (file or directory), 0 when missing. */
function newestMtime(p: string): number {
  let st: fs.Stats;
  try {
    st = fs.statSync(p);
  } catch {
    return 0;
  }
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const e of fs.readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, e)));
  return newest;
}

/** dist/ is stale when its manifest is older than anything the build reads. */
export function distIsStale(root = ROOT): boolean {
  const manifest = path.join(root, 'dist', '.vite', 'manifest.json');
  if (!fs.existsSync(manifest) || !fs.existsSync(path.join(root, 'dist', 'index.html'))) return true;
  const built = fs.statSync(manifest).mtimeMs;
  const inputs = ['src', 'public', 'index.html', 'vite.config.ts', 'package-lock.json', 'tsconfig.app.json'];
  return inputs.some((p) => newestMtime(path.join(root, p)) > built);
}

function ensureBuild(): void {
  if (!distIsStale()) {
    console.log('dist/ 是最新构建，跳过 vite build');
    return;
  }
  console.log('$ vite build --manifest（dist/ 缺失或早于源码）');
  const vite = path.join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
  const r = spawnSync(process.execPath, [vite, 'build', '--manifest', '--logLevel', 'warn'], { cwd: ROOT, stdio: 'inherit' });
  if (r.status !== 0) throw new Error(`vite build 失败（退出码 ${r.status}）`);
}

const width = (s: string) => [...s].reduce((n, ch) => n + (/[\u1100-\uffff]/.test(ch) ? 2 : 1), 0);
const pad = (s: string, w: number) => s + ' '.repeat(Math.max(0, w - width(s)));

function fmt(v: number): string {
  if (!Number.isFinite(v)) return String(v);
  if (Number.isInteger(v)) return String(v);
  const a = Math.abs(v);
  return a >= 1000 ? v.toFixed(0) : a >= 10 ? v.toFixed(1) : String(Number(v.toFixed(3)));
}

export function formatResults(entries: BenchEntry[]): string {
  const head = ['指标', '数值', '单位', '预算', '缩放后预算', '倍率', '结果'];
  const rows = entries.map((e) => [
    e.name,
    fmt(e.value),
    e.unit,
    e.budget === null ? '—' : fmt(e.budget),
    e.scaledBudget === undefined ? '—' : fmt(e.scaledBudget),
    e.scale === undefined ? '' : `×${e.scale.toFixed(2)}`,
    e.ok ? '✓' : '✗',
  ]);
  const widths = head.map((h, i) => Math.max(width(h), ...rows.map((r) => width(r[i]!))));
  const right = new Set([1, 3, 4, 5]);
  const line = (r: string[]) => r.map((c, i) => (right.has(i) ? ' '.repeat(Math.max(0, widths[i]! - width(c))) + c : pad(c, widths[i]!))).join('  ').trimEnd();
  return [line(head), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

async function main(argv: string[]): Promise<number> {
  const quick = argv.includes('--quick');
  const unknownFlags = argv.filter((a) => a.startsWith('-') && a !== '--quick');
  if (unknownFlags.length) {
    console.error(`未知参数：${unknownFlags.join(' ')}（用法：npm run bench -- [--quick] [任务名...]）`);
    return 2;
  }
  const filters = argv.filter((a) => !a.startsWith('-'));
  const all = fs
    .readdirSync(TASKS_DIR)
    .filter((f) => /\.ts$/.test(f) && !f.endsWith('.d.ts') && !f.endsWith('.test.ts'))
    .sort();
  const tasks = filters.length ? all.filter((f) => filters.some((q) => f.replace(/\.ts$/, '').includes(q))) : all;
  if (tasks.length === 0) {
    console.error(`没有匹配的任务：${filters.join(' ')}（可选：${all.map((f) => f.replace(/\.ts$/, '')).join('，')}）`);
    return 2;
  }
  ensureBuild();
  // Timing figures depend on what else the machine is doing: say so next to them.
  console.log(`机器：${os.cpus().length} 核，开始时负载（1/5/15 分钟）${os.loadavg().map((v) => v.toFixed(1)).join(' / ')}`);
  // And how fast it is: the same fixed workload before and after the tasks (bench/lib/machine.ts).
  const before = measureMachine();
  console.log(`机器速度：基准 JS 负载中位数 ${before.medianMs.toFixed(1)} ms（越小越快；各次 ${before.runsMs.map((v) => v.toFixed(0)).join('/')} ms）`);
  const results: BenchEntry[] = [];
  const scales: string[] = [];
  let tooBusy = false;
  const t0 = Date.now();
  let refBefore = before.medianMs;
  for (const file of tasks) {
    const name = file.replace(/\.ts$/, '');
    const tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), `xm-bench-${name}-`));
    const ctx: BenchContext = {
      root: ROOT,
      tmpDir,
      quick,
      log: (msg) => console.log(`  [${name}] ${msg}`),
    };
    console.log(`\n▶ ${name}${quick ? '（--quick）' : ''}`);
    const started = Date.now();
    try {
      const mod = (await import(pathToFileURL(path.join(TASKS_DIR, file)).href)) as { default?: (c: BenchContext) => Promise<BenchEntry[]> };
      if (typeof mod.default !== 'function') throw new Error('没有导出 default async function run(ctx)');
      const raw = await mod.default(ctx);
      // How slow the machine was around this task: the reference workload just before and just after it.
      const refAfter = measureMachine().medianMs;
      const ref = (refBefore + refAfter) / 2;
      const m = machineScale(ref);
      refBefore = refAfter;
      tooBusy ||= m.capped;
      scales.push(`${name} ×${m.scale.toFixed(2)}`);
      console.log(
        `  机器倍率 ×${m.scale.toFixed(2)}（基准负载前后平均 ${ref.toFixed(1)} ms ÷ 安静时 ${QUIET_REFERENCE_MS} ms = ${m.raw.toFixed(2)}${m.capped ? `，超过上限 ${MAX_SCALE}` : ''}）`,
      );
      const entries = raw.map((e) => applyScale(e, m.scale));
      for (const e of entries) {
        const budget = e.budget === null ? '' : e.scaledBudget === undefined ? `（预算 ${fmt(e.budget)}）` : `（预算 ${fmt(e.budget)}，缩放后 ${fmt(e.scaledBudget)}）`;
        console.log(`  ${e.ok ? '✓' : '✗'} ${e.name}: ${fmt(e.value)} ${e.unit}${budget}`);
      }
      results.push(...entries);
    } catch (err) {
      refBefore = measureMachine().medianMs;
      console.error(`  ✗ 任务 ${name} 失败：${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
      results.push({ name: `${name}: 任务失败`, value: Number.NaN, unit: '', budget: null, ok: false });
    } finally {
      fs.rmSync(tmpDir, { recursive: true, force: true });
    }
    console.log(`  （${((Date.now() - started) / 1000).toFixed(1)} 秒）`);
  }
  const after = measureMachine();
  console.log(`\n机器速度（结束时）：基准 JS 负载中位数 ${after.medianMs.toFixed(1)} ms`);
  results.unshift(
    { name: 'machine: JS reference workload, start', value: round(before.medianMs), unit: 'ms', budget: null, ok: true },
    { name: 'machine: JS reference workload, end', value: round(after.medianMs), unit: 'ms', budget: null, ok: true },
  );
  const out = path.join(ROOT, 'bench', 'results.json');
  fs.writeFileSync(out, `${JSON.stringify(results, null, 2)}\n`);
  const load = os.loadavg().map((v) => v.toFixed(1)).join(' / ');
  console.log(`\n━━━━ npm run bench${quick ? ' --quick' : ''}（${((Date.now() - t0) / 1000).toFixed(0)} 秒；${os.cpus().length} 核，负载 ${load}） ━━━━`);
  console.log(formatResults(results));
  console.log(`\n计时与吞吐的预算按机器倍率缩放（基准负载 ÷ 安静时的 ${QUIET_REFERENCE_MS} ms，至少 1，至多 ${MAX_SCALE}）：${scales.join('，')}`);
  if (tooBusy) console.log(`机器比安静时慢了 ${MAX_SCALE} 倍以上：这一次的计时不可信，请在机器空闲时重跑`);
  const bad = results.filter((e) => !e.ok);
  console.log(`\n${results.length - bad.length} 项达标，${bad.length} 项未达标；已写入 ${path.relative(process.cwd(), out)}`);
  return bad.length ? 1 : 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (err) => {
      console.error(err);
      process.exitCode = 1;
    },
  );
}
