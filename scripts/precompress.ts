/**
 * Build step: a brotli (quality 11) and a gzip (level 9) copy beside every text file of the build (JS, CSS, HTML,
 * SVG, JSON, web manifest), so the server sends the smaller file the browser accepts without compressing anything
 * per request (server/app.ts: @fastify/static `preCompressed`, chosen by Accept-Encoding). Files under 1 KB and
 * copies that would not be smaller are skipped; source maps are never compressed (they are never served).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export const COMPRESSIBLE = /\.(?:m?js|css|html|svg|json|webmanifest|txt)$/;
const MIN_BYTES = 1024;

async function* walk(dir: string): AsyncGenerator<string> {
  for (const e of await fs.readdir(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) {
      if (!e.name.startsWith('.')) yield* walk(p);
    } else yield p;
  }
}

/** Writes `<file>.br` and `<file>.gz` for every compressible file under `dir`; returns what it wrote. */
export async function precompressDir(dir: string): Promise<{ files: number; bytes: number; br: number; gz: number }> {
  const out = { files: 0, bytes: 0, br: 0, gz: 0 };
  const jobs: Promise<void>[] = [];
  for await (const file of walk(dir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    jobs.push(
      (async () => {
        const buf = await fs.readFile(file);
        if (buf.length < MIN_BYTES) return;
        const [b, g] = await Promise.all([
          brotli(buf, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: buf.length } }),
          gzip(buf, { level: 9 }),
        ]);
        out.files++;
        out.bytes += buf.length;
        if (b.length < buf.length) {
          await fs.writeFile(`${file}.br`, b);
          out.br += b.length;
        }
        if (g.length < buf.length) {
          await fs.writeFile(`${file}.gz`, g);
          out.gz += g.length;
        }
      })(),
    );
  }
  await Promise.all(jobs);
  return out;
}

/** Vite plugin: compresses the build output once it is written. */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'xm-precompress',
    apply: 'build',
    configResolved(c) {
      outDir = path.resolve(c.root, c.build.outDir);
    },
    async closeBundle() {
      const t = performance.now();
      const r = await precompressDir(outDir);
      const mb = (n: number) => `${(n / 1024 / 1024).toFixed(2)} MB`;
      this.info?.(`预压缩 ${r.files} 个文件 ${mb(r.bytes)} → brotli ${mb(r.br)}，gzip ${mb(r.gz)}（${((performance.now() - t) / 1000).toFixed(1)} 秒）`);
    },
  };
}
