/**
 * Builds the closing test's shop in the test server's database (DATA_DIR) through the server's own code
 * (server/modules/company/company.testing.ts: goods on sale, a buyer's unpaid order from the order simulator, money
 * to withdraw, a statement dispute, a deposit) and prints it as JSON. Run by company.spec.ts with tsx.
 */
import { loadConfig } from '../../../server/config.ts';
import { openDb } from '../../../server/db/index.ts';
import { clock } from '../../../server/lib/clock.ts';
import { closingShop } from '../../../server/modules/company/company.testing.ts';

const config = loadConfig();
const handle = openDb({ databaseUrl: null, dataDir: config.dataDir });
try {
  await clock.load(handle.db);
  const shop = await closingShop(handle.db, clock.now(), process.argv[2] || '杭州关店测试文具有限公司');
  process.stdout.write(JSON.stringify(shop));
} finally {
  await handle.close();
}
