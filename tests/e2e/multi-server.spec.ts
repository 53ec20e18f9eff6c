/**
 * Several servers as one: two real servers (server/main.ts, each its own process and port) on one PostgreSQL
 * database, behind a small round-robin balancer started here (one origin, as a browser sees a load balancer: each
 * request goes to the next server in turn, the live stream included). A browser session logs in, works through
 * pages whose requests alternate between the servers, logs out, and the old token is refused by both.
 *
 * PostgreSQL: E2E_DATABASE_URL, else TEST_DATABASE_URL's server, else postgres://postgres@127.0.0.1:5432; the database
 * xm_e2e_multi is dropped and created. Skipped, with the reason, when PostgreSQL cannot be reached.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { test, expect, DEMO, DEMO_PASSWORD, shot } from './support/fixtures';

const DB_NAME = 'xm_e2e_multi';

function adminUrl(): string {
  const base = process.env.E2E_DATABASE_URL || process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  const u = new URL(base);
  u.pathname = '/postgres';
  u.search = '';
  return u.toString();
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

interface Backend {
  port: number;
  child: ChildProcess;
  hits: number;
}

let skipReason: string | null = null;
const backends: Backend[] = [];
let balancer: http.Server | null = null;
let balancerURL = '';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'xm-e2e-multi-'));

async function startBackend(databaseUrl: string, logFile: string): Promise<Backend> {
  const port = await freePort();
  const log = fs.openSync(logFile, 'a');
  const child = spawn(process.execPath, ['--import', 'tsx', path.join('server', 'main.ts')], {
    cwd: process.cwd(),
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: databaseUrl, STATIC_DIR: path.resolve('dist'), LOG_LEVEL: 'warn', WEB_CONCURRENCY: '1', FILE_URL_SECRET: 'e2e-multi-server-secret' },
    stdio: ['ignore', log, log],
  });
  fs.closeSync(log);
  const until = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`服务器启动失败，见 ${logFile}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) break;
    } catch {
      // not yet
    }
    if (Date.now() > until) throw new Error(`服务器未能启动，见 ${logFile}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  return { port, child, hits: 0 };
}

test.beforeAll(async () => {
  test.setTimeout(240_000);
  const admin = new pg.Client({ connectionString: adminUrl(), connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch (e) {
    skipReason = `PostgreSQL 不可用（${adminUrl()}：${(e as Error).message}），多服务器浏览器测试跳过；设置 E2E_DATABASE_URL 指向可用的 PostgreSQL 后再运行`;
    console.warn(skipReason);
    return;
  }
  try {
    await admin.query(`drop database if exists ${DB_NAME} with (force)`);
    await admin.query(`create database ${DB_NAME}`);
  } finally {
    await admin.end();
  }
  const u = new URL(adminUrl());
  u.pathname = `/${DB_NAME}`;
  const logFile = path.resolve('test-results', 'e2e-multi-server.log');
  fs.mkdirSync(path.dirname(logFile), { recursive: true });
  // The first server migrates and seeds the new database; the second finds it ready.
  backends.push(await startBackend(u.toString(), logFile));
  backends.push(await startBackend(u.toString(), logFile));
  let next = 0;
  balancer = http.createServer((req, res) => {
    const b = backends[next++ % backends.length]!;
    b.hits++;
    const up = http.request({ host: '127.0.0.1', port: b.port, method: req.method, path: req.url, headers: req.headers }, (r) => {
      res.writeHead(r.statusCode ?? 502, r.headers);
      r.pipe(res);
    });
    up.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(up);
  });
  const port = await freePort();
  await new Promise<void>((r) => balancer!.listen(port, '127.0.0.1', () => r()));
  balancerURL = `http://127.0.0.1:${port}`;
});

test.afterAll(async () => {
  balancer?.closeAllConnections?.();
  await new Promise((r) => (balancer ? balancer.close(() => r(null)) : r(null)));
  for (const b of backends) {
    b.child.kill('SIGTERM');
    await new Promise((r) => (b.child.exitCode !== null || b.child.signalCode !== null ? r(null) : b.child.once('exit', r)));
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
});

test('两台服务器共用一个 PostgreSQL：浏览器会话的请求轮流落到两台上，登录、浏览、退出都一致', async ({ page, request }) => {
  test.skip(skipReason !== null, skipReason ?? '');
  await page.goto(`${balancerURL}/login`);
  await page.getByPlaceholder('请输入手机号').first().fill(DEMO.owner);
  await page.getByPlaceholder('请输入密码').fill(DEMO_PASSWORD);
  await page.locator('form').getByRole('button', { name: /登\s*录/ }).first().click();
  await expect(page).toHaveURL(/\/overview$/);
  const token = await page.evaluate(() => localStorage.getItem('ACCESS_TOKEN'));
  expect(token).toBeTruthy();

  // Pages whose requests alternate between the servers: every one of them answers as the same signed-in shop.
  for (const [url, title] of [
    ['/order/list', '订单列表'],
    ['/goods/list', '商品列表'],
    ['/order/list', '订单列表'],
    ['/overview', '店铺概况'],
  ] as const) {
    await page.goto(`${balancerURL}${url}`);
    await expect(page).toHaveTitle(`${title} - 商家后台`);
    await expect(page).not.toHaveURL(/\/login/);
    if (url === '/order/list') {
      // The demo shop's orders, read through whichever server took the request.
      await expect(page.getByRole('link', { name: /^\d{20}$/ }).first()).toBeVisible({ timeout: 15_000 });
      await shot(page, 'multi-server-orders');
    }
  }
  const [a, b] = backends as [Backend, Backend];
  expect(a.hits, '第一台服务器没有收到请求').toBeGreaterThan(3);
  expect(b.hits, '第二台服务器没有收到请求').toBeGreaterThan(3);

  // The token is valid on each server directly.
  for (const s of backends) {
    const r = await request.post(`http://127.0.0.1:${s.port}/xm-merchant/company/user/info`, { headers: { authorization: `Bearer ${token}` } });
    expect((await r.json()).code).toBe(1);
  }

  // Logout through the balancer (whichever server takes it): refused by both servers at the next request.
  await page.getByTestId('user-menu').click();
  await page.getByText('退出登录').click();
  await expect(page).toHaveURL(/\/login$/);
  for (const s of backends) {
    const r = await request.post(`http://127.0.0.1:${s.port}/xm-merchant/company/user/info`, { headers: { authorization: `Bearer ${token}` } });
    expect((await r.json()).code, `第 ${backends.indexOf(s) + 1} 台服务器仍接受已退出的登录`).toBe(1001);
  }
  await page.goto(`${balancerURL}/order/list`);
  await expect(page).toHaveURL(/\/login\?redirect=/);
});
