import cluster from 'node:cluster';
import { loadConfig } from './config.ts';
// WEB_CONCURRENCY > 1 (see config.ts): that many server processes share the port (node:cluster). Everything a request
// needs lives in the database, so workers need no coordination; the primary migrates and seeds once, then forks.
import { migrate, openDb } from './db/index.ts';
import { seedIfEmpty } from './db/seed.ts';
import { buildApp } from './app.ts';
import { loadFileSecret } from './lib/files.ts';

const config = loadConfig();
const workers = config.workers;

if (workers > 1 && cluster.isPrimary) {
  const handle = openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrate(handle);
  if (await seedIfEmpty(handle.db)) console.log('已写入演示数据（演示账号见 README）');
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
  if (cluster.isPrimary && (await seedIfEmpty(handle.db))) app.log.info('已写入演示数据（演示账号见 README）');

  const shutdown = async (signal: string) => {
    app.log.info({ signal }, '正在停止服务');
    await app.close();
    await handle.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info({ db: handle.dialect, location: handle.location }, `商家后台已启动：http://localhost:${config.port}`);
}
