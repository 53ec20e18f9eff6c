/**
 * Past one machine (issue 36): two server processes on one PostgreSQL database behind a local load balancer, against
 * one process behind the same load balancer.
 *
 * - Two servers started the way `npm start` starts them (node --import tsx server/main.ts, one process each, logs at
 *   warn, JOB_EVERY_MS=200 so both job workers poll often), on one fresh PostgreSQL database `xm_bench_two_servers`
 *   (BENCH_DATABASE_URL's server, default postgres://postgres@127.0.0.1:5432) with one FILE_URL_SECRET, as several
 *   machines would run them.
 * - nginx from Debian's packages (`apt-get install -y nginx-light`), run by this task as a foreground child
 *   (`daemon off`) with a config it writes into its temporary directory, listening on two free ports: one proxies to
 *   server A only, the other round-robins A and B (HTTP/1.1 keep-alive to the upstreams). Not the system service.
 * - Load: POST /xm-merchant/order/list {"pageSize":50}, 100 connections, 2 s warm-up + 10 s (4 s with --quick), through
 *   the one-upstream port, then through the two-upstream port. Budget: two ÷ one ≥ 1.6 when the machine has at least
 *   MIN_CORES cores (two servers, PostgreSQL, nginx and autocannon each need a core); with fewer the ratio is printed
 *   without a budget. Beside it, the CPU time the server processes spent per request (from /proc) and the share of a
 *   core the single process used: a single process using a whole core with the per-request cost unchanged for two
 *   means the figure scales with cores, projected as `2 × cpu/req(one) ÷ cpu/req(two)`.
 * - Answer as one: a login on A is valid on B and a logout on A is refused on B at the next request; an order export
 *   created on A is read on B at once; every export's job runs exactly once (attempts = 1) while both job workers poll.
 * When nginx is not installed, or PostgreSQL cannot be reached, the task gives one failing row saying so.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { BenchContext, BenchEntry } from '../types.ts';
import { freshPgDatabase } from './pg-parity.ts';
import { loadEndpoint, login, startApiServer, waitHealthy, type ApiServer } from '../lib/api-server.ts';
import { freePort } from '../../tests/e2e/support/server.ts';

export const RATIO_BUDGET = 1.6;
export const MIN_CORES = 4;
const ENDPOINT = { path: '/xm-merchant/order/list', body: { pageSize: 50 } };

/** nginx's path, or null when it is not installed. */
export function findNginx(candidates = [process.env.NGINX_BIN, '/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx'], searchPath = true): string | null {
  for (const p of candidates.filter(Boolean) as string[]) {
    if (fs.existsSync(p)) return p;
  }
  if (!searchPath) return null;
  const r = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' });
  return r.status === 0 && r.stdout.trim() ? r.stdout.trim() : null;
}

/** The config of the two ports (one upstream, two upstreams), everything under `dir`. */
export function nginxConfig(dir: string, ports: { one: number; two: number }, upstreams: number[]): string {
  const proxy = `proxy_http_version 1.1; proxy_set_header Connection ""; proxy_set_header Host $host; proxy_set_header X-Forwarded-For $remote_addr;`;
  const user = os.userInfo().uid === 0 ? 'user root;\n' : '';
  return `${user}worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy; fastcgi_temp_path ${dir}/fastcgi; uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;
  upstream one { server 127.0.0.1:${upstreams[0]}; keepalive 128; }
  upstream two { ${upstreams.map((p) => `server 127.0.0.1:${p};`).join(' ')} keepalive 128; }
  server { listen 127.0.0.1:${ports.one}; location / { proxy_pass http://one; ${proxy} } }
  server { listen 127.0.0.1:${ports.two}; location / { proxy_pass http://two; ${proxy} } }
}
`;
}

async function startNginx(ctx: BenchContext, bin: string, upstreams: number[]): Promise<{ one: string; two: string; stop(): Promise<void> }> {
  const dir = fs.mkdtempSync(path.join(ctx.tmpDir, 'nginx-'));
  const ports = { one: await freePort(), two: await freePort() };
  const conf = path.join(dir, 'nginx.conf');
  fs.writeFileSync(conf, nginxConfig(dir, ports, upstreams));
  const child: ChildProcess = spawn(bin, ['-p', dir, '-e', path.join(dir, 'error.log'), '-c', conf], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr!.on('data', (d) => (stderr += String(d)));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGQUIT'); // graceful: the master stops its worker
      await new Promise((r) => (child.exitCode !== null || child.signalCode !== null ? r(null) : child.once('exit', r)));
    }
  };
  const one = `http://127.0.0.1:${ports.one}`;
  const two = `http://127.0.0.1:${ports.two}`;
  try {
    await waitHealthy(one, child, 15_000);
    await waitHealthy(two, child, 15_000);
  } catch (e) {
    await stop();
    const log = fs.existsSync(path.join(dir, 'error.log')) ? fs.readFileSync(path.join(dir, 'error.log'), 'utf8') : '';
    throw new Error(`nginx 未能启动：${(e as Error).message}\n${stderr}${log}`);
  }
  ctx.log(`nginx ${bin}（${dir}/nginx.conf）：${one} → A，${two} → A + B`);
  return { one, two, stop };
}

/** CPU seconds (user + system) a process has used, from /proc; null where /proc is missing. */
function cpuSeconds(pid: number | undefined): number | null {
  try {
    const f = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(f[11]) + Number(f[12])) / 100; // utime, stime (fields 14, 15) in clock ticks of 1/100 s
  } catch {
    return null;
  }
}

async function loadWithCpu(url: string, token: string, servers: ApiServer[], duration: number) {
  const before = servers.map((s) => cpuSeconds(s.child.pid));
  const t0 = Date.now();
  const r = await loadEndpoint(url, token, { ...ENDPOINT, connections: 100, duration, warmup: 2 });
  // The warm-up's CPU is counted, so the per-request figure counts its requests too (about 2 s at the same rate).
  const seconds = (Date.now() - t0) / 1000;
  const after = servers.map((s) => cpuSeconds(s.child.pid));
  const cpu = before.every((b) => b !== null) && after.every((a) => a !== null) ? after.reduce((n, a, i) => n + a! - before[i]!, 0) : null;
  const requests = r.rps * (duration + 2);
  return { ...r, cpuMsPerRequest: cpu === null ? null : Math.round((cpu / requests) * 1000 * 1000) / 1000, coresUsed: cpu === null ? null : Math.round((cpu / seconds) * 100) / 100 };
}

async function post<T = { code: number; msg: string; data: any }>(url: string, p: string, token: string | null, body?: unknown): Promise<T> {
  const res = await fetch(`${url}${p}`, {
    method: 'POST',
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await res.json()) as T;
}

/** The "answer as one" checks; each returns 1 when it held. */
async function asOne(ctx: BenchContext, a: ApiServer, b: ApiServer, pgUrl: string) {
  const INFO = '/xm-merchant/company/user/info';
  // Sessions: valid on both, a logout on A refused on B at the next request (B had it cached).
  const t = await login(a.url);
  const seenOnB = (await post(b.url, INFO, t)).code === 1 && (await post(b.url, INFO, t)).code === 1;
  await post(a.url, '/xm-merchant/company/auth/logout', t);
  const refusedOnB = (await post(b.url, INFO, t)).code !== 1;
  const session = seenOnB && refusedOnB ? 1 : 0;
  ctx.log(`登录在 A、B 上有效：${seenOnB}；A 上退出后 B 立即拒绝：${refusedOnB}`);

  // A write on A read on B at once, and jobs run once: order exports created on A, each read on B right after.
  const token = await login(a.url);
  const ids: number[] = [];
  let readAtOnce = 1;
  for (let round = 0; round < 3; round++) {
    for (let i = 0; i < 2; i++) {
      const created = await post(a.url, '/xm-merchant/order/export/create', token, { filter: {} });
      if (created.code !== 1) throw new Error(`导出创建失败：${created.msg}`);
      const id = created.data.jobId ?? created.data.id;
      ids.push(id);
      const onB = await post(b.url, '/xm-merchant/order/export/status', token, { jobId: id });
      if (onB.code !== 1) readAtOnce = 0;
    }
    // At most two running exports per user: wait for these two on B before the next round.
    const until = Date.now() + 60_000;
    for (const id of ids.slice(-2)) {
      while (Date.now() < until) {
        const s = await post(b.url, '/xm-merchant/order/export/status', token, { jobId: id });
        if (s.code === 1 && s.data.status >= 2) break;
        await new Promise((r) => setTimeout(r, 100));
      }
    }
  }
  const client = new pg.Client({ connectionString: pgUrl });
  await client.connect();
  let once = 0;
  try {
    const rows = (await client.query<{ biz_key: string; attempts: number; done_at: string | null }>(`select biz_key, attempts, done_at from job where biz_key = any($1)`, [ids.map((id) => `order.export:${id}`)])).rows;
    const good = rows.filter((r) => Number(r.attempts) === 1 && r.done_at !== null).length;
    once = rows.length === ids.length && good === ids.length ? 1 : 0;
    ctx.log(`导出 ${ids.length} 个（在 A 上创建）：B 上立即读到 ${readAtOnce ? '全部' : '并非全部'}；任务各运行一次且完成 ${good}/${ids.length}`);
  } finally {
    await client.end();
  }
  return { session, readAtOnce, once };
}

export default async function run(ctx: BenchContext, nginx: () => string | null = findNginx): Promise<BenchEntry[]> {
  const bin = nginx();
  if (!bin) {
    ctx.log('未找到 nginx：这一项需要 Debian 的 nginx（apt-get install -y nginx-light），不影响测试套件');
    return [{ name: 'two-servers.nginx-installed (apt-get install -y nginx-light)', value: 0, unit: 'bool', budget: 1, ok: false }];
  }
  const pgUrl = await freshPgDatabase('xm_bench_two_servers', ctx.log);
  if (!pgUrl) return [{ name: 'two-servers.postgres-reachable', value: 0, unit: 'bool', budget: 1, ok: false }];
  const duration = ctx.quick ? 4 : 10;
  const env = { WEB_CONCURRENCY: '1', JOB_EVERY_MS: '200', FILE_URL_SECRET: 'bench-two-servers' };
  // A migrates and seeds the new database; B starts on it after (as a second machine would).
  const a = await startApiServer(ctx, { databaseUrl: pgUrl, env });
  let b: ApiServer | null = null;
  let lb: Awaited<ReturnType<typeof startNginx>> | null = null;
  try {
    b = await startApiServer(ctx, { databaseUrl: pgUrl, env });
    lb = await startNginx(ctx, bin, [a.port, b.port]);
    const token = await login(lb.two);
    const one = await loadWithCpu(lb.one, token, [a, b], duration);
    ctx.log(`一个进程（经 nginx）：p50 ${one.p50} ms，p99 ${one.p99} ms，${one.rps} 请求/秒，错误 ${one.errors + one.non2xx}；服务器 CPU ${one.cpuMsPerRequest} ms/请求，用了 ${one.coresUsed} 核`);
    const two = await loadWithCpu(lb.two, token, [a, b], duration);
    ctx.log(`两个进程（经 nginx 轮询）：p50 ${two.p50} ms，p99 ${two.p99} ms，${two.rps} 请求/秒，错误 ${two.errors + two.non2xx}；服务器 CPU ${two.cpuMsPerRequest} ms/请求，用了 ${two.coresUsed} 核`);
    const checks = await asOne(ctx, a, b, pgUrl);
    const cores = os.availableParallelism();
    const ratio = Math.round((two.rps / Math.max(1, one.rps)) * 100) / 100;
    const projected = one.cpuMsPerRequest && two.cpuMsPerRequest ? Math.round(((2 * one.cpuMsPerRequest) / two.cpuMsPerRequest) * 100) / 100 : Number.NaN;
    const enoughCores = cores >= MIN_CORES;
    ctx.log(
      `两进程 ÷ 一进程 = ${ratio}（${cores} 核${enoughCores ? '' : `，少于 ${MIN_CORES} 核：两个服务器、PostgreSQL、nginx 与 autocannon 共用，不判预算`}）；` +
        `按每请求 CPU 推算核数足够时 ≈ ${projected}`,
    );
    const failures = one.errors + one.non2xx + two.errors + two.non2xx; // autocannon's errors include its timeouts
    return [
      { name: 'two-servers.one-process.requests-per-second', value: one.rps, unit: 'req/s', budget: null, ok: one.rps > 0 },
      { name: 'two-servers.one-process.p99', value: one.p99, unit: 'ms', budget: null, ok: true },
      { name: 'two-servers.one-process.server-cpu-per-request', value: one.cpuMsPerRequest ?? Number.NaN, unit: 'ms-cpu', budget: null, ok: true },
      { name: 'two-servers.one-process.cores-used', value: one.coresUsed ?? Number.NaN, unit: 'cores', budget: null, ok: true },
      { name: 'two-servers.two-processes.requests-per-second', value: two.rps, unit: 'req/s', budget: null, ok: two.rps > 0 },
      { name: 'two-servers.two-processes.p99', value: two.p99, unit: 'ms', budget: null, ok: true },
      { name: 'two-servers.two-processes.server-cpu-per-request', value: two.cpuMsPerRequest ?? Number.NaN, unit: 'ms-cpu', budget: null, ok: true },
      { name: 'two-servers.two-processes.cores-used', value: two.coresUsed ?? Number.NaN, unit: 'cores', budget: null, ok: true },
      { name: 'two-servers.errors', value: failures, unit: 'count', budget: 0, ok: failures === 0 },
      {
        name: `two-servers.req/s two ÷ one (≥ ${RATIO_BUDGET} from ${MIN_CORES} cores; ${cores} here)`,
        value: ratio,
        unit: 'ratio',
        budget: enoughCores ? RATIO_BUDGET : null,
        ok: !enoughCores || ratio >= RATIO_BUDGET,
      },
      { name: 'two-servers.ratio projected with a core per process (2 × cpu/req one ÷ two)', value: projected, unit: 'ratio', budget: null, ok: true },
      { name: 'two-servers.as-one: logout on A refused on B at once', value: checks.session, unit: 'bool', budget: 1, ok: checks.session === 1 },
      { name: 'two-servers.as-one: export written on A read on B at once', value: checks.readAtOnce, unit: 'bool', budget: 1, ok: checks.readAtOnce === 1 },
      { name: 'two-servers.as-one: each job ran once (attempts = 1)', value: checks.once, unit: 'bool', budget: 1, ok: checks.once === 1 },
    ];
  } finally {
    await lb?.stop();
    await b?.stop();
    await a.stop();
  }
}
