import cluster from 'node:cluster';
import { loadConfig } from './config.ts';
// WEB_CONCURRENCY > 1 (see config.ts): that many server processes share the port (node:cluster). Everything a request
// needs lives in the database, so workers need no coordination; the primary migrates and seeds once, then forks.
import { migrate, openDb } from './db/index.ts';
import { describeSeed, seedIfNew } from './db/seed.ts';
import { buildApp } from './app.ts';
import { loadFileSecret } from './lib/files.ts';
import { clock } from './lib/clock.ts';
import { startJobWorker } from './platform/scheduler.ts';
import { startMessageConsumer } from './modules/content/index.ts';

const config = loadConfig();
const workers = config.workers;

if (workers > 1 && cluster.isPrimary) {
  const handle = openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrate(handle);
  await clock.load(handle.db); // the demo history is written on the platform clock
  const seeded = await seedIfNew(handle, { demo: config.seedDemo, now: clock.now() });
  if (seeded) console.log(describeSeed(seeded).join('\n'));
  loadFileSecret(config); // created once here, not raced by the workers
  await handle.close();
  let stopping = false;
  const started = new Map<number, number>();
  const fork = () => started.set(cluster.fork().id, Date.now());
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    const lived = Date.now() - (started.get(worker.id) ?? 0);
    console.error(`服务进程 ${worker.process.pid} 退出（${signal ?? code}）`);
    if (lived < 5000) {
      console.error('服务进程启动后很快退出，停止服务');
      process.exit(1);
    }
    fork();
  });
  const shutdown = () => {
    stopping = true;
    for (const w of Object.values(cluster.workers ?? {})) w?.process.kill('SIGTERM');
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
  for (let i = 0; i < workers; i++) fork();
  console.log(`商家后台：${workers} 个服务进程，http://localhost:${config.port}`);
} else {
  const handle = openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  if (cluster.isPrimary) await migrate(handle); // workers: the primary has migrated and seeded
  const app = await buildApp({ config, db: handle });
  await clock.load(handle.db);
  const seeded = cluster.isPrimary ? await seedIfNew(handle, { demo: config.seedDemo, now: clock.now() }) : null;
  if (seeded) for (const line of describeSeed(seeded)) app.log.info(line.trim());

  // The platform clock (offset kept in the database, re-read every second) and the job worker (settlement and the
  // other timers; leases keep several processes from running one row twice).
  const stopClock = clock.watch(handle.db, 1000, (e) => app.log.error({ err: e }, '读取平台时钟失败'));
  // JOB_LEASE_MS: how long a claimed job is this process's; a process that dies mid-job leaves it to another after it.
  const stopJobs = startJobWorker(handle, { everyMs: Number(process.env.JOB_EVERY_MS) || 30_000, leaseMs: Number(process.env.JOB_LEASE_MS) || undefined, log: app.log });
  // 站内信: events turned into messages within a second of their commit (docs/content.md).
  const stopMessages = startMessageConsumer(handle.db, () => clock.now(), { log: app.log });

  const shutdown = async (signal: string) => {
    app.log.info({ signal }, '正在停止服务');
    stopClock();
    await stopJobs();
    await stopMessages();
    await app.close();
    await handle.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info({ db: handle.dialect, location: handle.location }, `商家后台已启动：http://localhost:${config.port}`);
}
