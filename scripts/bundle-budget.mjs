#!/usr/bin/env node
// Bundle budget: gzip (level 9) sizes of the built JS, read through Vite's build manifest.
//
//   node scripts/bundle-budget.mjs [--dist dist] [--out bench/bundle.json]
//
// Needs a build with a manifest (`vite build --manifest`, or `build.manifest: true` in vite.config.ts);
// `npm test` builds that way. Prints a table, writes [{name, value, unit: 'KB', budget, ok}] and exits 1 when a
// figure is over budget or cannot be measured. `measureBundle()` is exported for `npm run bench` (issue 7).
//
// Figures:
//   entry          the entry chunk plus every chunk it imports statically (all JS that loads before any route);
//   largest chunk  the largest single chunk that is NOT part of the entry (route chunks and the shared chunks they load);
//   first paint    entry + the route chunks (component and loader splits, plus those of the parent layouts) of
//                  /login (src/routes/login/index.tsx) and of /overview (src/routes/_authed/_app/overview.tsx) +
//                  antd's providers chunk for a page drawn with antd (src/app/ant-shell.tsx renders such a page only
//                  inside the providers; a route whose staticData says `withoutAntd: true`, the login page, paints
//                  without them and they load after that paint), with everything those chunks import statically;
//                  JS and, separately, the CSS those chunks bring (antd's component stylesheet is built, not
//                  generated in the browser: scripts/antd-static-css.ts).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Budgets in KB (1 KB = 1024 bytes of gzip -9 output). `firstPaintLogin` is the first paint of /login, which is drawn
 * without antd (docs/performance.md): route files run in the entry chunk (their params, search and beforeLoad), so
 * what they import must not import antd: search validators live in `src/features/<area>/search.ts`.
 */
export const BUDGETS_KB = { entry: 200, largestRouteChunk: 120, firstPaint: 320, firstPaintLogin: 200, firstPaintCss: 120 };

/**
 * Chunks the app loads before it renders a page drawn with antd (dynamic imports of the entry): antd's providers
 * wrap every page but those drawn without antd.
 */
export const ANTD_PROVIDERS = ['src/app/providers.tsx'];

/** A route drawn without antd says so in its staticData (`withoutAntd: true`, read by src/app/ant-shell.tsx). */
export function drawnWithoutAntd(source) {
  return /\bwithoutAntd:\s*true\b/.test(source);
}

/** The routes whose first paint is measured, as source files relative to the project root. */
export const FIRST_PAINT_ROUTES = [
  { path: '/login', file: 'src/routes/login/index.tsx', budgetKb: BUDGETS_KB.firstPaintLogin },
  { path: '/overview', file: 'src/routes/_authed/_app/overview.tsx', budgetKb: BUDGETS_KB.firstPaint },
];

const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;
const stripExt = (p) => p.replace(/\.(lazy\.)?[cm]?[jt]sx?$/, '');

function readManifest(distDir) {
  for (const rel of ['.vite/manifest.json', 'manifest.json']) {
    const file = path.join(distDir, rel);
    if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8'));
  }
  throw new Error(
    `${path.relative(ROOT, distDir) || distDir}/.vite/manifest.json 不存在：请先用 \`vite build --manifest\` 构建（或在 vite.config.ts 设置 build.manifest: true）`,
  );
}

/**
 * Source files of the route and of its parent layouts (file-based routing):
 * src/routes/a/b/c.tsx → __root, a.tsx, a/route.tsx, a/b.tsx, a/b/route.tsx, a/b/c.tsx (extensions ignored).
 */
function routeLineage(routeFile) {
  const noExt = stripExt(routeFile);
  const parts = noExt.split('/');
  const base = parts.indexOf('routes');
  const out = new Set([noExt]);
  if (base < 0) return out;
  const routesDir = parts.slice(0, base + 1).join('/');
  out.add(`${routesDir}/__root`);
  for (let i = base + 2; i < parts.length; i++) {
    const dir = parts.slice(0, i).join('/');
    out.add(dir);
    out.add(`${dir}/route`);
  }
  return out;
}

/** Which code-split groups a manifest key stands for; null when it is not a TanStack split chunk. */
function splitGroups(key) {
  const q = key.split('?')[1];
  if (!q) return null;
  const v = new URLSearchParams(q).get('tsr-split');
  return v === null ? null : v.split('---');
}

/**
 * Measures the JS of a Vite build. Returns the budget entries and the details behind them.
 * @param {{ distDir?: string, root?: string }} [opts]
 */
export function measureBundle(opts = {}) {
  const root = opts.root ?? ROOT;
  const distDir = path.resolve(root, opts.distDir ?? 'dist');
  const manifest = readManifest(distDir);
  const gzCache = new Map();
  const gzBytes = (file) => {
    if (!gzCache.has(file)) {
      const buf = fs.readFileSync(path.join(distDir, file));
      gzCache.set(file, zlib.gzipSync(buf, { level: 9 }).length);
    }
    return gzCache.get(file);
  };
  const isJs = (key) => /\.m?js$/.test(manifest[key]?.file ?? '');
  /** Keys plus everything they import statically (transitively). */
  const closure = (keys) => {
    const seen = new Set();
    const stack = [...keys];
    while (stack.length) {
      const k = stack.pop();
      if (seen.has(k) || !manifest[k]) continue;
      seen.add(k);
      for (const imp of manifest[k].imports ?? []) stack.push(imp);
    }
    return seen;
  };
  const sumKb = (keys) => {
    const files = new Set([...keys].filter(isJs).map((k) => manifest[k].file));
    return kb([...files].reduce((n, f) => n + gzBytes(f), 0));
  };
  const cssFiles = (keys) => [...new Set([...keys].flatMap((k) => manifest[k]?.css ?? []))];

  const entryKeys = Object.keys(manifest).filter((k) => manifest[k].isEntry && isJs(k));
  if (entryKeys.length === 0) throw new Error('manifest 中没有入口 JS（isEntry）');
  const entryClosure = closure(entryKeys);
  const entryKb = sumKb(entryClosure);

  // Every JS chunk not loaded with the entry is loaded for some route: the largest one is the figure.
  let largest = null;
  for (const k of Object.keys(manifest)) {
    if (!isJs(k) || entryClosure.has(k)) continue;
    const size = kb(gzBytes(manifest[k].file));
    if (!largest || size > largest.kb) largest = { key: k, file: manifest[k].file, kb: size };
  }

  const firstPaint = FIRST_PAINT_ROUTES.map((route) => {
    if (!fs.existsSync(path.join(root, route.file))) {
      return { ...route, kb: null, note: `路由文件 ${route.file} 不存在` };
    }
    const lineage = routeLineage(route.file);
    const routeKeys = Object.keys(manifest).filter((k) => {
      if (!lineage.has(stripExt(k.split('?')[0]))) return false;
      const groups = splitGroups(k);
      // component and loader splits are needed to paint; error/pending/notFound splits are not.
      return groups === null || groups.includes('component') || groups.includes('loader');
    });
    const withAntd = !drawnWithoutAntd(fs.readFileSync(path.join(root, route.file), 'utf8'));
    const keys = closure([...entryKeys, ...(withAntd ? ANTD_PROVIDERS.filter((k) => manifest[k]) : []), ...routeKeys]);
    const css = cssFiles(keys);
    return {
      ...route,
      kb: sumKb(keys),
      cssKb: kb(css.reduce((n, f) => n + gzBytes(f), 0)),
      chunks: [...keys].filter(isJs).map((k) => manifest[k].file),
      cssFiles: css,
      withAntd,
      note: routeKeys.some((k) => stripExt(k.split('?')[0]) === stripExt(route.file)) ? '' : '路由未单独分块（已含在入口中）',
    };
  });

  const entry = (name, value, budget) => ({ name, value, unit: 'KB', budget, ok: value !== null && value <= budget });
  const entries = [
    entry('bundle: entry JS gz', entryKb, BUDGETS_KB.entry),
    entry('bundle: largest route chunk gz', largest ? largest.kb : 0, BUDGETS_KB.largestRouteChunk),
    ...firstPaint.map((r) => entry(`bundle: first paint ${r.path} JS gz`, r.kb, r.budgetKb)),
    ...firstPaint.map((r) => entry(`bundle: first paint ${r.path} CSS gz`, r.cssKb ?? null, BUDGETS_KB.firstPaintCss)),
  ];
  return {
    entries,
    details: {
      distDir,
      entryFiles: [...entryClosure].filter(isJs).map((k) => manifest[k].file),
      largestChunk: largest,
      firstPaint,
      jsChunkCount: Object.keys(manifest).filter(isJs).length,
    },
  };
}

/** The table `npm test` and `npm run bench` print. */
export function formatTable(result) {
  const { entries, details } = result;
  const labels = {
    'bundle: entry JS gz': '入口 JS（含静态依赖）',
    'bundle: largest route chunk gz': '最大路由分块',
  };
  const notes = {
    'bundle: entry JS gz': `${details.entryFiles.length} 个文件`,
    'bundle: largest route chunk gz': details.largestChunk ? `${details.largestChunk.file}（${details.largestChunk.key}）` : '没有懒加载分块',
  };
  for (const r of details.firstPaint) {
    labels[`bundle: first paint ${r.path} JS gz`] = `首屏 ${r.path} 全部 JS`;
    notes[`bundle: first paint ${r.path} JS gz`] = r.note || `${r.chunks.length} 个文件${r.withAntd ? '，含 antd providers' : '，不含 antd（首屏后加载）'}`;
    labels[`bundle: first paint ${r.path} CSS gz`] = `首屏 ${r.path} 全部 CSS`;
    notes[`bundle: first paint ${r.path} CSS gz`] = r.cssFiles ? `${r.cssFiles.length} 个文件` : '';
  }
  const rows = entries.map((e) => [
    labels[e.name] ?? e.name,
    e.value === null ? '—' : e.value.toFixed(1),
    String(e.budget),
    e.ok ? '✓ 通过' : '✗ 超出',
    notes[e.name] ?? '',
  ]);
  const head = ['指标', 'gzip KB', '预算 KB', '结果', '说明'];
  const width = (s) => [...s].reduce((n, ch) => n + (/[\u1100-\uffff]/.test(ch) ? 2 : 1), 0);
  const pad = (s, w) => s + ' '.repeat(Math.max(0, w - width(s)));
  const widths = head.map((h, i) => Math.max(width(h), ...rows.map((r) => width(r[i]))));
  const line = (r) => r.map((c, i) => (i === r.length - 1 ? c : pad(c, widths[i]))).join('  ');
  return [`包体积预算（${path.relative(process.cwd(), details.distDir) || details.distDir}，${details.jsChunkCount} 个 JS 分块，gzip -9）`, line(head), ...rows.map(line)].join('\n');
}

function main(argv) {
  const arg = (name, dflt) => {
    const i = argv.indexOf(name);
    return i >= 0 && argv[i + 1] ? argv[i + 1] : dflt;
  };
  const distDir = path.resolve(arg('--dist', path.join(ROOT, 'dist')));
  const out = path.resolve(arg('--out', path.join(ROOT, 'bench', 'bundle.json')));
  let result;
  try {
    result = measureBundle({ distDir });
  } catch (err) {
    console.error(`包体积检查失败：${err instanceof Error ? err.message : err}`);
    return 1;
  }
  console.log(formatTable(result));
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, `${JSON.stringify(result.entries, null, 2)}\n`);
  console.log(`已写入 ${path.relative(process.cwd(), out)}`);
  const over = result.entries.filter((e) => !e.ok);
  if (over.length) {
    console.error(`超出预算：${over.map((e) => e.name).join('，')}`);
    return 1;
  }
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  process.exitCode = main(process.argv.slice(2));
}
