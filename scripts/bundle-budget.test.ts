import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { drawnWithoutAntd, measureBundle } from './bundle-budget.mjs';

let root: string | undefined;
afterEach(() => {
  if (root) fs.rmSync(root, { recursive: true, force: true });
  root = undefined;
});

/** A fake project: route sources, a Vite manifest and chunk files of known content. */
function project(loginRoute: string) {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'xm-bundle-'));
  const write = (rel: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root!, rel)), { recursive: true });
    fs.writeFileSync(path.join(root!, rel), text);
  };
  write('src/routes/login/index.tsx', loginRoute);
  write('src/routes/_authed/_app/overview.tsx', 'export const Route = {};');
  const chunk = (name: string, kb: number) => {
    // Random bytes do not compress: gzip size ≈ kb.
    const bytes = Buffer.alloc(kb * 1024);
    for (let i = 0; i < bytes.length; i++) bytes[i] = (i * 2654435761) >>> 24 ^ (i >>> 3);
    write(`dist/assets/${name}.js`, bytes.toString('latin1'));
  };
  chunk('entry', 20);
  chunk('providers', 30);
  chunk('login', 5);
  chunk('overview', 8);
  write('dist/assets/antd.css', '.ant-btn { color: red }');
  const manifest = {
    'index.html': { file: 'assets/entry.js', isEntry: true, dynamicImports: ['src/app/providers.tsx'] },
    'src/app/providers.tsx': { file: 'assets/providers.js', imports: ['index.html'], css: ['assets/antd.css'] },
    'src/routes/login/index.tsx?tsr-split=component': { file: 'assets/login.js', imports: ['index.html'] },
    'src/routes/_authed/_app/overview.tsx?tsr-split=component': { file: 'assets/overview.js', imports: ['index.html'] },
  };
  write('dist/.vite/manifest.json', JSON.stringify(manifest));
  return root;
}

describe('bundle budget: what loads before a page paints', () => {
  it('a route drawn without antd does not count the providers; a route drawn with antd does', () => {
    const dir = project("export const Route = createFileRoute('/login/')({ staticData: { title: '登录', withoutAntd: true } });");
    const { details } = measureBundle({ root: dir });
    const login = details.firstPaint.find((r) => r.path === '/login')!;
    const overview = details.firstPaint.find((r) => r.path === '/overview')!;
    expect(login.withAntd).toBe(false);
    expect(login.chunks).toEqual(expect.arrayContaining(['assets/entry.js', 'assets/login.js']));
    expect(login.chunks).not.toContain('assets/providers.js');
    expect(login.cssFiles).toEqual([]);
    expect(overview.withAntd).toBe(true);
    expect(overview.chunks).toEqual(expect.arrayContaining(['assets/entry.js', 'assets/providers.js', 'assets/overview.js']));
    expect(overview.cssFiles).toEqual(['assets/antd.css']);
    expect(overview.kb! - login.kb!).toBeGreaterThan(20); // the providers' 30 KB chunk (partly compressible)
  });

  it('without the flag the login page counts the providers again', () => {
    const dir = project("export const Route = createFileRoute('/login/')({ staticData: { title: '登录' } });");
    const login = measureBundle({ root: dir }).details.firstPaint.find((r) => r.path === '/login')!;
    expect(login.withAntd).toBe(true);
    expect(login.chunks).toContain('assets/providers.js');
  });

  it('reads the flag only when it is set to true', () => {
    expect(drawnWithoutAntd('staticData: { withoutAntd: true }')).toBe(true);
    expect(drawnWithoutAntd('staticData: { withoutAntd: false }')).toBe(false);
    expect(drawnWithoutAntd('staticData: {}')).toBe(false);
  });
});
