/**
 * The real API server for the browser tests: server/main.ts through tsx on a free port, with a fresh temporary
 * DATA_DIR (SQLite, migrated and seeded on start) and the built SPA (STATIC_DIR=dist; `vite build` ran before).
 *
 * Every Playwright worker starts its own (the worker fixture `e2eServer` of ./fixtures.ts), so workers run side by
 * side without sharing a database or the platform clock, and a worker that restarts after a failed test (a retry)
 * starts on a freshly seeded shop. Tests find it through the environment of their worker:
 *   E2E_BASE_URL  http://127.0.0.1:<port>
 *   E2E_DATA_DIR  the temporary data dir (merchant.sqlite lives there; see lastSmsCode in fixtures.ts)
 * The server's output goes to test-results/e2e-server-<worker>.log. Global setup (the default export) checks the
 * build and resets the accessibility gate's records; its teardown prints the gate's figures.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FullConfig } from '@playwright/test';
import { AXE_DIR, describeExceptions, type AxeScan } from './axe-gate';

export interface RunningServer {
  baseURL: string;
  port: number;
  dataDir: string;
  logFile: string;
  stop(): Promise<void>;
}

/** A TCP port nobody listens on right now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

function tail(file: string, lines = 40): string {
  try {
    return fs.readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '（没有日志）';
  }
}

function exited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

/** Starts server/main.ts and waits until GET /healthz answers 200. */
export async function startServer(opts: { root: string; staticDir: string; logFile: string; timeoutMs?: number }): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'xm-e2e-'));
  fs.mkdirSync(path.dirname(opts.logFile), { recursive: true });
  const log = fs.openSync(opts.logFile, 'a');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    STATIC_DIR: opts.staticDir,
    LOG_LEVEL: process.env.E2E_LOG_LEVEL || 'info',
  };
  delete env.DATABASE_URL; // always the temporary SQLite file: tests read its SMS outbox
  const child = spawn(process.execPath, ['--import', 'tsx', path.join('server', 'main.ts')], {
    cwd: opts.root,
    env,
    stdio: ['ignore', log, log],
  });
  fs.closeSync(log);
  const killOnExit = () => {
    if (!exited(child)) child.kill('SIGKILL');
  };
  process.on('exit', killOnExit);

  const baseURL = `http://127.0.0.1:${port}`;
  const stop = async () => {
    process.off('exit', killOnExit);
    if (!exited(child)) {
      const done = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await done;
      clearTimeout(timer);
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + (opts.timeoutMs ?? 60_000);
  for (;;) {
    if (exited(child)) {
      await stop();
      throw new Error(`测试服务器启动失败（退出码 ${child.exitCode ?? child.signalCode}），日志 ${opts.logFile}：\n${tail(opts.logFile)}`);
    }
    try {
      const res = await fetch(`${baseURL}/healthz`, { signal: AbortSignal.timeout(1000) });
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`测试服务器 ${opts.timeoutMs ?? 60_000} ms 内未就绪，日志 ${opts.logFile}：\n${tail(opts.logFile)}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { baseURL, port, dataDir, logFile: opts.logFile, stop };
}

export default async function globalSetup(config: FullConfig): Promise<() => Promise<void>> {
  const root = config.configFile ? path.dirname(config.configFile) : process.cwd();
  const staticDir = path.resolve(root, process.env.E2E_STATIC_DIR || 'dist');
  if (!fs.existsSync(path.join(staticDir, 'index.html'))) {
    throw new Error(`${staticDir}/index.html 不存在：请先运行 npm run build（npm test 会先构建）`);
  }
  const outputDir = config.projects[0]?.outputDir ?? path.join(root, 'test-results');
  const axeDir = AXE_DIR(outputDir);
  fs.rmSync(axeDir, { recursive: true, force: true });
  console.log(describeExceptions());
  return async () => {
    summarizeAxe(axeDir);
  };
}

export interface AxePageRow {
  page: string;
  scans: number;
  critical: number;
  serious: number;
  excused: number;
}

/**
 * The accessibility gate's figures for the run: per page (URL path), how many scans, and the critical and serious
 * elements found (after the exceptions) and excused. Printed and written to <outputDir>/axe/summary.json.
 */
export function summarizeAxe(axeDir: string): AxePageRow[] | null {
  let files: string[];
  try {
    files = fs.readdirSync(axeDir).filter((f) => f.endsWith('.jsonl'));
  } catch {
    return null;
  }
  const rows = new Map<string, AxePageRow>();
  for (const f of files) {
    for (const line of fs.readFileSync(path.join(axeDir, f), 'utf8').split('\n')) {
      if (!line.trim()) continue;
      const s = JSON.parse(line) as AxeScan;
      const page = s.page.replace(/\/\d+(?=\/|$)/g, '/:id');
      const row = rows.get(page) ?? { page, scans: 0, critical: 0, serious: 0, excused: 0 };
      row.scans += 1;
      for (const v of s.violations) row[v.impact === 'critical' ? 'critical' : 'serious'] += v.nodes.length;
      row.excused += Object.values(s.excused).reduce((a, b) => a + b, 0);
      rows.set(page, row);
    }
  }
  const list = [...rows.values()].sort((a, b) => a.page.localeCompare(b.page));
  const total = list.reduce((t, r) => ({ ...t, scans: t.scans + r.scans, critical: t.critical + r.critical, serious: t.serious + r.serious, excused: t.excused + r.excused }), {
    page: '合计',
    scans: 0,
    critical: 0,
    serious: 0,
    excused: 0,
  });
  fs.writeFileSync(path.join(axeDir, 'summary.json'), JSON.stringify({ pages: list, total }, null, 2));
  const pad = (v: string | number, n: number) => String(v).padStart(n);
  console.log(`\naxe（WCAG 2.1 A/AA）：${list.length} 个页面，${total.scans} 次扫描`);
  console.log(`  ${'页面'.padEnd(44)}${pad('扫描', 6)}${pad('critical', 10)}${pad('serious', 9)}${pad('例外', 6)}`);
  for (const r of [...list, total]) console.log(`  ${r.page.padEnd(46)}${pad(r.scans, 6)}${pad(r.critical, 10)}${pad(r.serious, 9)}${pad(r.excused, 6)}`);
  return list;
}
