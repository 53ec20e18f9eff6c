import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, startTestServer, type TestServer } from '../testing/harness.ts';
import { SEED_ACCOUNTS } from './seed.ts';

/**
 * Database round trips per request, counted by the driver wrapper (DbHandle.stats.queries: every statement sent,
 * BEGIN and COMMIT included). The hot reads have an exact ceiling; every other read operation of the contract, asked
 * with an empty body, stays under a common ceiling, so a new area cannot quietly add a query per row.
 */
const HOT: Array<{ path: string; body?: unknown; sqlite: number; postgres: number }> = [
  // resolveAuth is one joined query; on PostgreSQL a token seen before costs none (session cache, server/lib/session.ts).
  { path: '/xm-merchant/company/user/info', sqlite: 1, postgres: 0 },
  // The order list: the page's ids and versions; rows rendered before are not read again (order/list-cache.ts).
  { path: '/xm-merchant/order/list', body: { pageSize: 50 }, sqlite: 2, postgres: 1 },
  // The goods list: releasing scheduled goods, then the page with its SKU counts and total in one statement.
  { path: '/xm-merchant/goods/goodsInfo/list', body: { pageSize: 20 }, sqlite: 3, postgres: 2 },
];
/** Any read operation of the contract, asked with an empty body by the owner of the demo shop. */
const ANY_READ_CEILING = 12;
/** Pages that are many panels at once (the overview dashboard): their own ceiling. */
const CEILINGS: Record<string, number> = { overviewData: 16 };

describe.each(DIALECTS)('round trips per request (%s)', (dialect) => {
  let t: TestServer;
  let token: string;
  beforeAll(async () => {
    t = await startTestServer(dialect);
    token = await t.login(SEED_ACCOUNTS.owner);
  });
  afterAll(async () => {
    await t.close();
  });

  async function count(path: string, body?: unknown): Promise<{ n: number; code: number }> {
    await new Promise((r) => setTimeout(r, 20)); // the LISTEN connection settles; background flushes are not counted
    const before = t.handle.stats!.queries;
    const r = await t.call(path, body, { token });
    return { n: t.handle.stats!.queries - before, code: r.code };
  }

  it('the driver wrapper counts statements', async () => {
    const before = t.handle.stats!.queries;
    await t.handle.db.selectFrom('company').select('id').execute();
    await t.handle.db.transaction().execute(async (trx) => void (await trx.selectFrom('company').select('id').execute()));
    expect(t.handle.stats!.queries - before).toBe(4); // select; begin, select, commit
  });

  it.each(HOT)('$path', async (op) => {
    await count(op.path, op.body); // first call: the token is resolved and cached where it is cached
    const { n, code } = await count(op.path, op.body);
    expect(code).toBe(1);
    expect(n, `${op.path}: ${n}`).toBeLessThanOrEqual(op[dialect]);
  });

  it(`every read operation stays within ${ANY_READ_CEILING} round trips (or its own ceiling)`, async () => {
    const over: string[] = [];
    for (const op of t.app.contract.operations) {
      if (!op.isQuery || op.isPublic || op.multipart) continue;
      const { n } = await count(op.path, {});
      if (n > (CEILINGS[op.operationId] ?? ANY_READ_CEILING)) over.push(`${op.operationId}: ${n}`);
    }
    expect(over).toEqual([]);
  });
});
