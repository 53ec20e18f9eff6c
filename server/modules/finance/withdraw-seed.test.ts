import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, startTestServer, type TestServer } from '../../testing/harness.ts';
import type { Db } from '../../db/index.ts';
import { clock } from '../../lib/clock.ts';
import { reconcile } from './reconcile.ts';
import { seedDemo } from './seed.ts';
import { seedFinanceOps } from './withdraw-seed.ts';
import { newCompany } from './withdraw.testing.ts';

const U = (p: string) => `/xm-merchant/finance/${p}`;

describe.each(DIALECTS)('demo money out and in on %s', (dialect) => {
  let s: TestServer;
  let db: Db;
  let owner: string;

  beforeAll(async () => {
    s = await startTestServer(dialect);
    db = s.handle.db;
    owner = await s.login('13800000001');
    // The server's first start seeds the 90-day history, which ends with seedFinanceOps; test servers start empty.
    await seedDemo({ db, now: clock.now() });
  }, 120_000);
  afterAll(async () => s.close());
  afterEach(() => {
    expect(s.violations, JSON.stringify(s.violations, null, 2)).toEqual([]);
  });

  it('gives every finance page rows in every state, and the books still reconcile', async () => {
    const w = await s.call(U('withdraw/list'), { filter: {}, pageSize: 100 }, { token: owner });
    expect(new Set(w.data.list.map((x: any) => x.status))).toEqual(new Set([0, 1, 2]));
    const p = await s.call(U('withdraw/preview'), { channel: 'normal', amount: 10_000 }, { token: owner });
    expect(p.data.reasons).toEqual([]); // the demo owner can withdraw today
    const inv = await s.call(U('invoice/list'), { filter: {}, pageSize: 100 }, { token: owner });
    expect(new Set(inv.data.list.map((x: any) => x.status))).toEqual(new Set([0, 1, 2, 3]));
    const dep = await s.call(U('deposit/summary'), undefined, { token: owner });
    expect(dep.data.required).toBeGreaterThan(0);
    expect(dep.data.paid).toBe(dep.data.required - 20_000);
    expect(dep.data.pendingRecharge).toBe(20_000);
    const recs = await s.call(U('deposit/records'), { filter: {}, pageSize: 100 }, { token: owner });
    expect(new Set(recs.data.list.map((x: any) => x.type))).toEqual(new Set(['recharge', 'deduction']));
    const mk = await s.call(U('marketing/summary'), undefined, { token: owner });
    expect(mk.data.balance).toBeGreaterThan(0);
    expect(mk.data.spentTotal).toBeGreaterThan(0);
    const acc = await s.call(U('account/detail'), undefined, { token: owner });
    expect(acc.data.bankAccount).not.toBeNull();
    expect((await s.call(U('account/yb/detail'), undefined, { token: owner })).data.status).toBe(2);
    const cb = await s.login('13800000004');
    const cross = await s.call(U('withdraw/cross/preview'), { amount: 100_000 }, { token: cb });
    expect(cross.data).toMatchObject({ currency: 'HKD', rate: expect.any(String) });
    expect((await reconcile(db)).discrepancies).toEqual([]);
  });

  it('runs inside a caller\'s transaction too (a seed that runs as one transaction), and a shop without money gets no withdrawals', async () => {
    const { companyId } = await newCompany(db, { type: 1, name: '事务种子测试有限公司', ownerName: '周测试' });
    await db.transaction().execute((trx) => seedFinanceOps(trx, companyId, clock.now()));
    const acc = await db.selectFrom('fin_bank_account').select('account_name').where('company_id', '=', companyId).execute();
    expect(acc.map((a) => a.account_name)).toEqual(['事务种子测试有限公司']);
    const w = await db.selectFrom('fin_withdraw').select('id').where('company_id', '=', companyId).execute();
    expect(w).toEqual([]);
    expect((await reconcile(db)).discrepancies).toEqual([]);
  });
});
