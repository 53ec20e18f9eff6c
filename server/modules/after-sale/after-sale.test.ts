import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, startTestServer, type TestServer } from '../../testing/harness.ts';
import type { Db } from '../../db/index.ts';
import { clock } from '../../lib/clock.ts';
import { balancesOf, postTransaction, reconcile } from '../finance/index.ts';
import { newCompany } from '../finance/withdraw.testing.ts';
import { placeOrder } from '../order/testing.ts';
import { OrderStatus } from '../order/constants.ts';
import { CaseType, HOUR, S, V } from './constants.ts';
import { buyerShip, deadlinePass, decideDispute, escalate, getCase, openCase, openCaseCount } from './service.ts';
import { decideAppeal, getViolation, issueViolation, lateShippingScan, yearSummary } from './violation.ts';

const U = (p: string) => `/xm-merchant/${p}`;

describe.each(DIALECTS)('after-sale on %s', (dialect) => {
  let s: TestServer;
  let db: Db;
  let owner: string;
  let other: string;
  let c1: number;

  beforeAll(async () => {
    s = await startTestServer(dialect);
    db = s.handle.db;
    await clock.reset(db);
    const a = await newCompany(db, { type: 1, name: '杭州售后测试有限公司', ownerName: '钱售后' });
    const b = await newCompany(db, { type: 1, name: '杭州另一家有限公司', ownerName: '孙另一' });
    c1 = a.companyId;
    owner = await s.login(a.phone);
    other = await s.login(b.phone);
    await db.insertInto('after_sale_address').values({ company_id: c1, name: '钱售后', phone: '13800000009', region: '浙江省杭州市', address: '文三路 1 号', is_default: 1, created_at: Date.now() }).execute();
  }, 60_000);
  afterAll(async () => s.close());
  afterEach(async () => {
    expect(s.violations, JSON.stringify(s.violations, null, 2)).toEqual([]);
    const r = await reconcile(db);
    expect(r.discrepancies).toEqual([]);
  });

  const open = async (status: number, type: number, price = 9900, reasonCode = 'quality') => {
    const o = await placeOrder(db, c1, { status, price });
    const c = await db.transaction().execute((trx) => openCase(trx, { companyId: c1, orderId: o.id, type, reasonCode, now: clock.now() }));
    return { o, c };
  };

  it('refund-only before shipping: agree refunds from pending, the order leaves after-sale, tabs count it', async () => {
    const { o, c } = await open(OrderStatus.TO_SHIP, CaseType.REFUND);
    expect((await db.selectFrom('orders').select('after_sale_status').where('id', '=', o.id).executeTakeFirstOrThrow()).after_sale_status).toBe(1);
    const before = await balancesOf(db, c1);
    const r = await s.call(U('afterSale/agree'), { afterSaleId: c.id, version: c.version }, { token: owner });
    expect(r.code, r.msg).toBe(1);
    expect(r.data.status).toBe(S.REFUNDING);
    expect(r.data.refundAmount).toBe(9900);
    const after = await balancesOf(db, c1);
    expect(after.pending).toBe((before.pending ?? 0) - 9900);
    // Stale: the same version again is refused and changes nothing.
    const again = await s.call(U('afterSale/agree'), { afterSaleId: c.id, version: c.version }, { token: owner });
    expect([again.code, again.msg]).toEqual([0, '售后单已被他人处理，请刷新']);
    // The channel confirms: 已退款, order after-sale done.
    await clock.set(db, clock.now() + 61 * 60_000);
    await deadlinePass(db, clock.now());
    expect((await getCase(db, c1, c.id)).status).toBe(S.REFUNDED);
    expect((await db.selectFrom('orders').select('after_sale_status').where('id', '=', o.id).executeTakeFirstOrThrow()).after_sale_status).toBe(2);
    const counts = await s.call(U('afterSale/tabCounts'), { filter: {} }, { token: owner });
    expect(counts.data.tabs.find((t: any) => t.status === S.REFUNDED).count).toBeGreaterThanOrEqual(1);
    await clock.reset(db);
  });

  it('auto-agree rule: small unshipped refund-only cases are agreed at once', async () => {
    const { c } = await open(OrderStatus.TO_SHIP, CaseType.REFUND, 1500);
    expect(c.status).toBe(S.REFUNDING);
  });

  it('refuse needs a reason; wrong state, other company and over-limit partial refunds are refused and change nothing', async () => {
    const { c } = await open(OrderStatus.SHIPPED, CaseType.REFUND);
    const noReason = await s.call(U('afterSale/refuse'), { afterSaleId: c.id, version: c.version, reasonCode: 'other' }, { token: owner });
    expect([noReason.code, noReason.msg]).toEqual([0, '拒绝原因选择「其他原因」时请填写说明']);
    const foreign = await s.call(U('afterSale/agree'), { afterSaleId: c.id, version: c.version }, { token: other });
    expect([foreign.code, foreign.msg]).toEqual([0, '售后单不存在']);
    const lines = JSON.parse(c.lines_json) as Array<{ orderLineId: number }>;
    const over = await s.call(U('afterSale/agree'), { afterSaleId: c.id, version: c.version, refundLines: [{ orderLineId: lines[0]!.orderLineId, amount: 9901 }] }, { token: owner });
    expect(over.code).toBe(0);
    expect(over.msg).toContain('退款金额超过可退金额');
    expect((await getCase(db, c1, c.id)).version).toBe(c.version);
    const ok = await s.call(U('afterSale/refuse'), { afterSaleId: c.id, version: c.version, reasonCode: 'no_evidence', reasonText: '请补充照片' }, { token: owner });
    expect(ok.data.status).toBe(S.REFUSED);
    const wrong = await s.call(U('afterSale/receive'), { afterSaleId: c.id, version: ok.data.version }, { token: owner });
    expect([wrong.code, wrong.msg]).toEqual([0, '售后单已拒绝，不能确认收货']);
  });

  it('partial refund by line, then a second case refunds only what is left', async () => {
    const { o, c } = await open(OrderStatus.COMPLETED, CaseType.REFUND, 10000, 'no_longer_needed');
    const line = (JSON.parse(c.lines_json) as Array<{ orderLineId: number }>)[0]!.orderLineId;
    const r = await s.call(U('afterSale/agree'), { afterSaleId: c.id, version: c.version, refundLines: [{ orderLineId: line, amount: 3000 }] }, { token: owner });
    expect(r.data.refundAmount).toBe(3000);
    await clock.set(db, Date.now() + 61 * 60_000);
    await deadlinePass(db, clock.now());
    const c2case = await db.transaction().execute((trx) => openCase(trx, { companyId: c1, orderId: o.id, type: CaseType.REFUND, reasonCode: 'quality', now: clock.now() }));
    expect(c2case.apply_amount).toBe(7000);
    await clock.reset(db);
  });

  it('return: agree, buyer ships, confirm receipt refunds; a deadline passing auto-agrees and the log says so', async () => {
    const { c } = await open(OrderStatus.SHIPPED, CaseType.RETURN);
    const a = await s.call(U('afterSale/agree'), { afterSaleId: c.id, version: c.version }, { token: owner });
    expect(a.data.status).toBe(S.WAIT_BUYER_RETURN);
    expect(a.data.returnAddress.address).toBe('文三路 1 号');
    const shipped = await db.transaction().execute(async (trx) => buyerShip(trx, await getCase(trx, c1, c.id), { logisticsCompany: 'SF', trackingNo: 'SF0000000001' }, clock.now()));
    const rec = await s.call(U('afterSale/receive'), { afterSaleId: c.id, version: shipped.version }, { token: owner });
    expect([rec.data.status, rec.data.refundAmount]).toEqual([S.REFUNDING, 9900]);

    const late = await open(OrderStatus.SHIPPED, CaseType.RETURN);
    await clock.set(db, Date.now() + 49 * HOUR);
    const tooLate = await s.call(U('afterSale/refuse'), { afterSaleId: late.c.id, version: late.c.version, reasonCode: 'no_evidence' }, { token: owner });
    expect(tooLate.msg).toBe('已超过处理时限，平台将自动处理，请刷新');
    const r = await deadlinePass(db, clock.now());
    expect(r.applied).toBeGreaterThanOrEqual(1);
    const after = await getCase(db, c1, late.c.id);
    expect(after.status).toBe(S.WAIT_BUYER_RETURN);
    const log = await db.selectFrom('after_sale_log').select('detail').where('after_sale_id', '=', late.c.id).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(log.detail).toContain('商家超时未处理，平台自动同意');
    // Run again: nothing applied twice.
    const again = await deadlinePass(db, clock.now());
    expect((await getCase(db, c1, late.c.id)).version).toBe(after.version);
    expect(again.failed).toBe(0);
    await clock.reset(db);
  });

  it('two staff at once: one wins, the other is told the case changed', async () => {
    const { c } = await open(OrderStatus.SHIPPED, CaseType.RETURN);
    const [x, y] = await Promise.all([
      s.call(U('afterSale/agree'), { afterSaleId: c.id, version: c.version }, { token: owner }),
      s.call(U('afterSale/refuse'), { afterSaleId: c.id, version: c.version, reasonCode: 'no_evidence' }, { token: owner }),
    ]);
    expect([x.code, y.code].sort()).toEqual([0, 1]);
    expect([x, y].find((r) => r.code === 0)!.msg).toBe('售后单已被他人处理，请刷新');
  });

  it('dispute: refused, escalated, proof before the deadline, the platform decides for the buyer and the money follows', async () => {
    const { c } = await open(OrderStatus.SHIPPED, CaseType.REFUND);
    const refused = await s.call(U('afterSale/refuse'), { afterSaleId: c.id, version: c.version, reasonCode: 'no_evidence' }, { token: owner });
    const e = await db.transaction().execute(async (trx) => escalate(trx, await getCase(trx, c1, c.id), { text: '质量问题' }, clock.now()));
    expect(refused.code).toBe(1);
    expect(await openCaseCount(db, c1)).toBeGreaterThanOrEqual(1);
    const list = await s.call(U('afterSale/dispute/list'), { filter: {}, pageSize: 20 }, { token: owner });
    expect(list.data.list.map((r: any) => r.afterSaleId)).toContain(c.id);
    const proof = await s.call(U('afterSale/dispute/proof'), { afterSaleId: c.id, version: e.version, text: '商品出库完好' }, { token: owner });
    expect(proof.code, proof.msg).toBe(1);
    const d = await db.transaction().execute(async (trx) => decideDispute(trx, await getCase(trx, c1, c.id), 'buyer', '', clock.now()));
    expect([d.status, d.refund_amount]).toEqual([S.REFUNDING, 9900]);
  });

  it('violations: deposit deducted, one appeal, revoke returns the money; points per year; late shipping once per order', async () => {
    await postTransaction(db, { companyId: c1, kind: 'deposit.recharge', key: `test:dep:${c1}`, at: Date.now(), entries: [{ account: 'bank_in', amount: -100000 }, { account: 'deposit', amount: 100000 }] });
    const v = (await db.transaction().execute((trx) => issueViolation(trx, { companyId: c1, rule: 'false_tracking', amount: 30000, now: clock.now(), key: 't:v1' }))).violation;
    expect(v.deducted).toBe(30000);
    expect((await balancesOf(db, c1)).deposit).toBe(70000);
    const ap = await s.call(U('violation/appeal'), { violationId: v.id, text: '快递公司延迟更新物流' }, { token: owner });
    expect(ap.data.status).toBe(V.APPEALING);
    const twice = await s.call(U('violation/appeal'), { violationId: v.id, text: '快递公司延迟更新物流' }, { token: owner });
    expect([twice.code, twice.msg]).toEqual([0, '每条违规只能申诉一次']);
    await db.transaction().execute(async (trx) => decideAppeal(trx, await getViolation(trx, c1, v.id), 'revoke', '', clock.now()));
    expect((await balancesOf(db, c1)).deposit).toBe(100000);
    const sum = await yearSummary(db, c1, clock.now());
    expect(sum.points).toBe(0);
    const o = await placeOrder(db, c1, { status: OrderStatus.TO_SHIP });
    await db.updateTable('orders').set({ ship_by_at: clock.now() - 1000 }).where('id', '=', o.id).execute();
    expect(await lateShippingScan(db, clock.now())).toBeGreaterThanOrEqual(1);
    expect(await lateShippingScan(db, clock.now())).toBe(0);
    const page = await s.call(U('violation/list'), { filter: {}, pageSize: 20 }, { token: owner });
    expect(page.data.list.length).toBeGreaterThanOrEqual(2);
  });
});
