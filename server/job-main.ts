/**
 * The job service (/xm-job) as its own process, against the same database as the main server (docs/school-employee.md):
 *
 *   JOB_PORT=5180 DATABASE_URL=postgres://… npx tsx server/job-main.ts     (or DATA_DIR=… for the SQLite file)
 *
 * It serves the same contract with only the job service's handlers (school-employee and remote-task); every other
 * operation answers 功能开发中, so a reverse proxy sends /xm-job/* here and the rest to the main server. Sessions,
 * permissions and the platform clock are read from the shared database, so a token issued by the main server works
 * here. It neither migrates nor seeds nor runs timers: the main server (npm start) does, and must have started once.
 */
import { loadConfig } from './config.ts';
import { openDb } from './db/index.ts';
import { clock } from './lib/clock.ts';
import { buildJobApp } from './job-service.ts';

const base = loadConfig();
const config = { ...base, port: Number(process.env.JOB_PORT) || 5180 };
const handle = openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const app = await buildJobApp({ config, db: handle });
await clock.load(handle.db);
const stopClock = clock.watch(handle.db, 1000, (e) => app.log.error({ err: e }, '读取平台时钟失败'));
const shutdown = async () => {
  stopClock();
  await app.close();
  await handle.close();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown());
process.once('SIGTERM', () => void shutdown());
await app.listen({ port: config.port, host: config.host });
app.log.info({ db: handle.dialect, location: handle.location }, `校园任务服务（/xm-job）已启动：http://localhost:${config.port}`);
