import { loadConfig } from './config.ts';
import { migrate, openDb } from './db/index.ts';
import { seedIfEmpty } from './db/seed.ts';
import { buildApp } from './app.ts';

const config = loadConfig();
const handle = openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await migrate(handle);
const app = await buildApp({ config, db: handle });
if (await seedIfEmpty(handle.db)) app.log.info('已写入演示数据（演示账号见 README）');

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
