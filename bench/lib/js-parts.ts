/**
 * What a page's JS is made of: each received chunk's compressed bytes shared among the source files in it, read from
 * the build's (hidden) source maps in dist/assets/*.js.map. A chunk's bytes go to its sources in proportion to the
 * generated (minified) characters each source's mappings cover; sources are grouped into parts:
 *   echarts/<dir>/<name>   the chart library by parts (echarts/lib/chart/line, echarts/lib/component/tooltip, ...)
 *   zrender/<dir>          its renderer
 *   antd/<component>       one antd component (antd/es/table), and @rc-component/<name> / rc-<name> they are built on
 *   <package>              any other package (react-dom, @tanstack/react-query, ...)
 *   src/<dir>/<dir>        the app's own code (src/features/order, src/components/virtual-table.tsx, ...)
 * and into families (`family()`), the rows of the bench: charts (echarts, zrender, src/lib/line-chart), table, antd components, react and router,
 * app code, other packages.
 */
import fs from 'node:fs';
import path from 'node:path';
import { SourceMapConsumer } from 'source-map-js';

export function partOf(source: string): string {
  const s = source.replace(/\\/g, '/');
  const nm = s.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const rest = s.slice(nm + 'node_modules/'.length).split('/');
    const pkg = rest[0]!.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]!;
    const inner = rest.slice(pkg.split('/').length);
    if (pkg === 'echarts') {
      // echarts/lib/chart/line/..., echarts/lib/component/tooltip/..., echarts/lib/coord/cartesian/...
      if (inner[0] === 'lib' && inner.length > 2) return `echarts/${inner[1]}/${inner[2]!.replace(/\.js$/, '')}`;
      return `echarts/${inner.join('/').replace(/\.js$/, '')}`;
    }
    if (pkg === 'zrender') return `zrender/${inner[0] === 'lib' && inner.length > 2 ? inner[1] : 'core'}`;
    if (pkg === 'antd') return inner[0] === 'es' || inner[0] === 'lib' ? `antd/${inner[1]!.replace(/\.js$/, '')}` : 'antd';
    return pkg;
  }
  const src = s.indexOf('src/');
  if (src >= 0) {
    const parts = s.slice(src).split('/');
    return parts.slice(0, Math.min(3, parts.length)).join('/');
  }
  return s.startsWith('\0') || s.includes('vite/') ? 'vite runtime' : 'other';
}

export function family(part: string): string {
  if (part.startsWith('echarts/') || part.startsWith('zrender/') || /^src\/lib\/(echarts|line-chart)/.test(part)) return 'charts';
  if (
    part === 'antd/table' ||
    /^(@rc-component\/table|rc-table|@tanstack\/react-table|@tanstack\/table-core|@tanstack\/react-virtual|@tanstack\/virtual-core|rc-virtual-list|@rc-component\/virtual-list)$/.test(
      part,
    ) ||
    part === 'src/components/virtual-table.tsx' ||
    part === 'src/components/data-table.tsx'
  )
    return 'table';
  if (part.startsWith('antd/') || part.startsWith('@rc-component/') || part.startsWith('rc-') || part.startsWith('@ant-design/') || part === 'antd') return 'antd components';
  if (/^(react|react-dom|scheduler|@tanstack\/.*)$/.test(part)) return 'react, router, query';
  if (part.startsWith('src/')) return 'app code';
  return 'other packages';
}

const cache = new Map<string, Map<string, number>>();

/** Generated characters per part in one chunk (fractions of the chunk's size). */
function chunkShares(distDir: string, file: string): Map<string, number> {
  const key = path.join(distDir, file);
  const hit = cache.get(key);
  if (hit) return hit;
  const shares = new Map<string, number>();
  const mapFile = `${key}.map`;
  if (!fs.existsSync(mapFile)) {
    shares.set(`(no source map) ${file}`, 1);
    cache.set(key, shares);
    return shares;
  }
  const code = fs.readFileSync(key, 'utf8');
  const lineLengths = code.split('\n').map((l) => l.length);
  const consumer = new SourceMapConsumer(JSON.parse(fs.readFileSync(mapFile, 'utf8')));
  const bySource = new Map<string, number>();
  let prev: { line: number; col: number; source: string | null } | null = null;
  const close = (line: number, col: number) => {
    if (!prev) return;
    const end = line === prev.line ? col : (lineLengths[prev.line - 1] ?? prev.col);
    const n = Math.max(0, end - prev.col);
    const part = prev.source ? partOf(prev.source) : 'unmapped';
    bySource.set(part, (bySource.get(part) ?? 0) + n);
  };
  consumer.eachMapping(
    (m) => {
      close(m.generatedLine, m.generatedColumn);
      prev = {
        line: m.generatedLine,
        col: m.generatedColumn,
        source: m.source,
      };
    },
    null,
    SourceMapConsumer.GENERATED_ORDER,
  );
  if (prev) close(Number.MAX_SAFE_INTEGER, 0);
  const total = [...bySource.values()].reduce((a, b) => a + b, 0) || 1;
  for (const [k, v] of bySource) shares.set(k, v / total);
  cache.set(key, shares);
  return shares;
}

/**
 * Bytes per part of a page's JS. `files` are the received scripts' URLs (or dist-relative paths) with their
 * compressed sizes; each size is shared among the chunk's parts.
 */
export function jsParts(distDir: string, files: Array<{ name: string; bytes: number }>): Map<string, number> {
  const out = new Map<string, number>();
  for (const f of files) {
    const rel = f.name.replace(/^https?:\/\/[^/]+\//, '').split('?')[0]!;
    for (const [part, share] of chunkShares(distDir, rel)) out.set(part, (out.get(part) ?? 0) + f.bytes * share);
  }
  return out;
}

export function byFamily(parts: Map<string, number>): Map<string, number> {
  const out = new Map<string, number>();
  for (const [p, b] of parts) out.set(family(p), (out.get(family(p)) ?? 0) + b);
  return out;
}

/** "antd/table 12.3, antd/form 8.1, ..." — the parts of a family, largest first, in KB. */
export function describeParts(parts: Map<string, number>, fam: string, limit = 30): string {
  const list = [...parts].filter(([p]) => family(p) === fam).sort((a, b) => b[1] - a[1]);
  const shown = list.slice(0, limit).map(([p, b]) => `${p} ${(b / 1024).toFixed(1)}`);
  if (list.length > limit) shown.push(`…另 ${list.length - limit} 项 ${(list.slice(limit).reduce((n, [, b]) => n + b, 0) / 1024).toFixed(1)}`);
  return shown.join('，');
}
