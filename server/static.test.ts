import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './testing/harness.ts';
import { precompressDir } from '../scripts/precompress.ts';

/** The built SPA is sent as the brotli or gzip file made at build time, chosen by Accept-Encoding. */
describe('static SPA with build-time compression', () => {
  let s: TestServer;
  let spa: string;
  const js = `export const rows = [${Array.from({ length: 400 }, (_, i) => `{ id: ${i}, name: "订单 ${i}" }`).join(', ')}];\n`;
  const html = `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>商家后台</title></head><body><div id="root"></div>${'<!-- padding -->'.repeat(80)}<script type="module" src="/assets/app.js"></script></body></html>`;
  beforeAll(async () => {
    spa = fs.mkdtempSync(path.join(os.tmpdir(), 'xm-spa-'));
    fs.mkdirSync(path.join(spa, 'assets'));
    fs.writeFileSync(path.join(spa, 'index.html'), html);
    fs.writeFileSync(path.join(spa, 'assets', 'app.js'), js);
    fs.writeFileSync(path.join(spa, 'assets', 'tiny.js'), 'export {};\n');
    fs.writeFileSync(path.join(spa, 'assets', 'app.js.map'), '{"version":3}');
    const r = await precompressDir(spa);
    expect(r.files).toBe(2); // app.js and index.html; tiny.js is under 1 KB, maps are skipped
    s = await startTestServer('sqlite', { staticDir: spa });
  });
  afterAll(async () => {
    await s?.close();
    fs.rmSync(spa, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) => s.app.inject({ method: 'GET', url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

  it('sends brotli when accepted, else gzip, else the plain file; always Vary: Accept-Encoding', async () => {
    const br = await get('/assets/app.js', 'gzip, deflate, br, zstd');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(js);
    expect(br.rawPayload.length).toBeLessThan(js.length / 4);
    expect(String(br.headers['content-type'])).toContain('javascript');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);

    const gz = await get('/assets/app.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(js);

    const plain = await get('/assets/app.js', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(js);
    expect(String(plain.headers.vary)).toMatch(/accept-encoding/i);

    const small = await get('/assets/tiny.js', 'br');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body).toBe('export {};\n');
  });

  it('compresses the SPA page of every route, and never serves the copies or the maps by their own names', async () => {
    for (const url of ['/', '/login', '/order/list?tab=2']) {
      const r = await get(url, 'br');
      expect(r.statusCode, url).toBe(200);
      expect(r.headers['content-encoding'], url).toBe('br');
      expect(zlib.brotliDecompressSync(r.rawPayload).toString(), url).toBe(html);
      expect(r.headers['cache-control'], url).toBe('no-cache');
    }
    for (const url of ['/assets/app.js.br', '/assets/app.js.gz', '/index.html.br', '/assets/app.js.map']) {
      expect((await get(url, 'br')).statusCode, url).toBe(404);
    }
  });
});
