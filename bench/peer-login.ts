/**
 * The login page beside a peer's, in one run (issue: "a login page as light as the best peer's").
 *
 *   PEER_DIST=/path/to/shadcn-admin/dist PEER_PATH=/sign-in npx tsx bench/peer-login.ts [--runs 5]
 *   OURS_DIST=<a copy of dist/>  this project's build to serve (default: dist/), so the working tree can be rebuilt meanwhile
 *
 * Both builds (this project's dist/ and the peer's) are served by the same static server: one Node http server per
 * build, every file gzip -6 on the fly and cached, unknown paths answered with index.html (the SPAs' history
 * fallback). Each page is loaded cold (a fresh context) in Debian's Chromium at Lighthouse's desktop size, A and B
 * alternating, and web-vitals reports the LCP. Printed: LCP median and the gzip JS bytes that had arrived by the LCP
 * and over the whole load. Neither build is changed; the peer is read, built and measured, never committed.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { DESKTOP_VIEWPORT, launchChromium } from './lib/browser.ts';
import { median, round } from './lib/stats.ts';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const TYPES: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.png': 'image/png', '.ico': 'image/x-icon', '.woff2': 'font/woff2', '.json': 'application/json' };

function serve(dir: string): Promise<{ url: string; close(): void }> {
  const cache = new Map<string, Buffer>();
  const server = http.createServer((req, res) => {
    const u = new URL(req.url ?? '/', 'http://x');
    let file = path.join(dir, decodeURIComponent(u.pathname));
    if (!file.startsWith(dir) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) file = path.join(dir, 'index.html');
    const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
    const gz = /text|javascript|json|svg/.test(type) && /gzip/.test(String(req.headers['accept-encoding'] ?? ''));
    let body: Buffer = fs.readFileSync(file);
    if (gz) {
      if (!cache.has(file)) cache.set(file, zlib.gzipSync(body, { level: 6 }));
      body = cache.get(file)!;
    }
    res.writeHead(200, { 'content-type': type, ...(gz ? { 'content-encoding': 'gzip' } : {}), 'cache-control': 'no-store', 'content-length': body.length });
    res.end(body);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() })));
}

async function main() {
  const peerDist = process.env.PEER_DIST;
  if (!peerDist || !fs.existsSync(path.join(peerDist, 'index.html'))) throw new Error('PEER_DIST 须指向对照项目构建好的 dist 目录');
  const runsArg = process.argv.indexOf('--runs');
  const runs = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 5;
  const webVitals = fs.readFileSync(path.join(ROOT, 'node_modules/web-vitals/dist/web-vitals.iife.js'), 'utf8');
  const oursDist = path.resolve(process.env.OURS_DIST ?? path.join(ROOT, 'dist'));
  if (!fs.existsSync(path.join(oursDist, 'index.html'))) throw new Error('OURS_DIST 须指向本项目构建好的 dist 目录');
  const ours = await serve(oursDist);
  const peer = await serve(path.resolve(peerDist));
  const targets = [
    { name: '本项目 /login', url: `${ours.url}/login` },
    { name: `对照 ${process.env.PEER_PATH ?? '/sign-in'}`, url: `${peer.url}${process.env.PEER_PATH ?? '/sign-in'}` },
  ];
  const browser = await launchChromium();
  const figures = targets.map(() => ({ lcp: [] as number[], jsBefore: [] as number[], js: [] as number[] }));
  try {
    for (let i = 0; i < runs + 1; i++) {
      for (const [k, t] of targets.entries()) {
        const context = await browser.newContext({ viewport: DESKTOP_VIEWPORT, locale: 'zh-CN' });
        await context.addInitScript(`${webVitals}
          window.__lcp = null; webVitals.onLCP((m) => { window.__lcp = m.value; }, { reportAllChanges: true });`);
        const page = await context.newPage();
        await page.goto(t.url, { waitUntil: 'load' });
        await page.waitForTimeout(1500);
        const r = await page.evaluate(() => {
          type T = { name: string; encodedBodySize: number; responseEnd: number };
          const g = globalThis as unknown as { __lcp: number | null; performance: { getEntriesByType(t: string): T[] } };
          const js = g.performance.getEntriesByType('resource').filter((e) => /\.m?js(?:$|\?)/.test(e.name));
          return { lcp: g.__lcp, js: js.reduce((n, e) => n + e.encodedBodySize, 0), jsBefore: js.filter((e) => g.__lcp !== null && e.responseEnd <= g.__lcp).reduce((n, e) => n + e.encodedBodySize, 0) };
        });
        await context.close();
        if (i === 0 || r.lcp === null) continue; // the first round warms the servers' gzip caches
        figures[k]!.lcp.push(r.lcp);
        figures[k]!.js.push(r.js);
        figures[k]!.jsBefore.push(r.jsBefore);
      }
    }
  } finally {
    await browser.close();
    ours.close();
    peer.close();
  }
  console.log(`同一台静态 gzip -6 服务器，冷加载 ${runs} 次交替，桌面 1350×940，中位数：`);
  for (const [k, t] of targets.entries()) {
    const f = figures[k]!;
    console.log(`  ${t.name}：LCP ${round(median(f.lcp))} ms（各次 ${f.lcp.map((v) => round(v)).join('/')}），LCP 前 JS ${round(median(f.jsBefore) / 1024, 1)} KB，全部 JS ${round(median(f.js) / 1024, 1)} KB`);
  }
}

await main();
