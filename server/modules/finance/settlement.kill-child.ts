/**
 * Child process of settlement.kill.test.ts: settles what is due in small batches and reports each committed batch on
 * stdout, so that the test can kill it with SIGKILL in the middle of the run.
 */
import { openDb } from '../../db/index.ts';
import { settleDue } from './settlement.ts';

const handle = openDb({ databaseUrl: process.env.KILL_DB_URL || null, dataDir: process.env.KILL_DATA_DIR ?? '.' });
const until = Number(process.env.KILL_UNTIL);
await settleDue(handle.db, {
  until,
  at: until,
  batch: 25,
  onBatch: (n) => process.stdout.write(`settled ${n}\n`),
});
process.stdout.write('done\n');
await handle.close();
