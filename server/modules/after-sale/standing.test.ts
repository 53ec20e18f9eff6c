import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, startTestServer, type TestServer } from '../../testing/harness.ts';
import type { Db } from '../../db/index.ts';
import { clock } from '../../lib/clock.ts';
import { SEED_ACCOUNTS } from '../../db/seed.ts';
import { fund, newCompany, readyToWithdraw, rid, snapshot } from '../finance/withdraw.testing.ts';
import { Channel, checkWithdraw } from '../finance/withdraw.ts';
import { placeOrder } from '../order/testing.ts';
import { OrderStatus } from '../order/constants.ts';
import { DAY, chinaYear } from './constants.ts';
import { shopStanding } from './index.ts';
import { appeal, decideAppeal, getViolation, issueViolation, lateShippingScan, yearSummary } from './violation.ts';

const U = (p: string) => `/xm-merchant/${p}`;
let seq = 0;

/**
 * The shop standing's three restrictions, each enforced where the shop acts: just under its threshold the shop may,
 * at the threshold it is refused in Chinese and nothing changes; a revoked violation no longer counts.
 */
describe.each(DIALECTS)('shop standing on %s', (dialect) => {
  let s: TestServer;
  let db: Db;
  let owner: string;
  let demo: number;

  beforeAll(async () => {
    s = await startTestServer(dialect);
    db = s.handle.db;
    await clock.reset(db);
    owner = await s.login(SEED_ACCOUNTS.owner);
    demo = Number((await db.selectFrom('merchant_user').select('company_id').where('phone', '=', SEED_ACCOUNTS.owner).executeTakeFirstOrThrow()).company_id);
  }, 120_000);
  afterAll(async () => s.close());
  afterEach(async () => {
    expect(s.violations, JSON.stringify(s.violations, null, 2)).toEqual([]);
    // Each case starts from a clean record (no deposit was taken: every violation here has no amount).
    await db.deleteFrom('violation').execute();
  });

  /** A violation of `points` points, no deposit taken. */
  const issue = async (companyId: number, points: number, rule = 'late_ship') =>
    (await db.transaction().execute((trx) => issueViolation(trx, { companyId, rule, points, amount: 0, now: clock.now(), key: `standing:${++seq}` }))).violation;
  /** The merchant appeals and the platform revokes. */
  const revoke = async (companyId: number, id: number) => {
    await db.transaction().execute(async (trx) => appeal(trx, await getViolation(trx, companyId, id), { text: '申诉理由：物流记录可证明' }, clock.now()));
    await db.transaction().execute(async (trx) => decideAppeal(trx, await getViolation(trx, companyId, id), 'revoke', '', clock.now()));
  };
  const count = async (table: 'goods' | 'mk_activity_entry', companyId: number) =>
    Number((await db.selectFrom(table).select((e) => e.fn.countAll<number>().as('n')).where('company_id', '=', companyId).executeTakeFirstOrThrow()).n);

  it('the standing: points this year without revoked ones, each threshold, the 30-day activity limit; the violation page agrees', async () => {
    const now = clock.now();
    expect(await shopStanding(db, demo, now)).toMatchObject({ points: 0, activity: null, newGoods: null, withdraw: null, activityLimitUntil: null });
    const a = await issue(demo, 47);
    expect(await shopStanding(db, demo, now)).toMatchObject({ points: 47, activity: '本年违规扣分 47 分，满 12 分限制报名平台活动', newGoods: '本年违规扣分 47 分，满 24 分限制发布新商品', withdraw: null });
    await issue(demo, 1);
    expect((await shopStanding(db, demo, now)).withdraw).toBe('本年违规扣分 48 分，满 48 分暂停提现');
    expect((await yearSummary(db, demo, now)).restrictions).toEqual(['限制报名平台活动（本年扣分满 12 分）', '限制发布新商品（本年扣分满 24 分）', '店铺搜索降权并暂停提现（本年扣分满 48 分）']);
    await revoke(demo, a.id);
    expect(await shopStanding(db, demo, now)).toMatchObject({ points: 1, activity: null, newGoods: null, withdraw: null });
    // Last year's points do not count this year.
    await db.updateTable('violation').set({ year: chinaYear(now) - 1 }).execute();
    expect((await shopStanding(db, demo, now)).points).toBe(0);
  });

  it('late shipping counts one point per shop and day, however many orders are late', async () => {
    const now = clock.now();
    for (let i = 0; i < 3; i++) {
      const o = await placeOrder(db, demo, { status: OrderStatus.TO_SHIP });
      await db.updateTable('orders').set({ ship_by_at: now - 1000 }).where('id', '=', o.id).execute();
    }
    const before = (await shopStanding(db, demo, now)).points;
    expect(await lateShippingScan(db, now)).toBeGreaterThanOrEqual(3);
    expect((await shopStanding(db, demo, now)).points).toBe(before + 1);
    const zero = await db.selectFrom('violation').select('description').where('company_id', '=', demo).where('rule_code', '=', 'late_ship').where('points', '=', 0).execute();
    expect(zero.length).toBeGreaterThanOrEqual(2);
    expect(zero[0]!.description).toMatch(/当日延迟发货已扣分，本条不再扣分/);
  });

  it('activity sign-up: allowed at 11 points, refused at 12 and during a 30-day activity limit, allowed again after a revoke', async () => {
    const square = async () => (await s.call(U('activity/square'), {}, { token: owner })).data.list.find((a: any) => a.type === 2 && a.phase === 2);
    const goods = await s.call(U('activity/goodsOptions'), {}, { token: owner });
    const sku = goods.data.list.flatMap((g: any) => g.skus).find((k: any) => k.stock >= 20 && k.price >= 500);
    const submit = async (open: any) =>
      s.call(U('activity/submit'), { activityType: 2, activityId: open.activityId, entries: [{ skuId: sku.skuId, activityPrice: sku.lowest30 - 1, stock: 10, perBuyerLimit: 1, slot: open.slots[0] }] }, { token: owner });

    await issue(demo, 11);
    let open = await square();
    expect([open.qualified, open.reason]).toEqual([true, null]);
    const ok = await submit(open);
    expect(ok.code, ok.msg).toBe(1);
    expect((await s.call(U('activity/entry/withdraw'), { entryId: ok.data.entries[0].entryId }, { token: owner })).code).toBe(1);

    const one = await issue(demo, 1);
    open = await square();
    expect([open.qualified, open.reason]).toEqual([false, '本年违规扣分 12 分，满 12 分限制报名平台活动']);
    const detail = await s.call(U('activity/detail'), { activityId: open.activityId }, { token: owner });
    expect(detail.data.activity.reason).toBe('本年违规扣分 12 分，满 12 分限制报名平台活动');
    const entries = await count('mk_activity_entry', demo);
    expect(await submit(open)).toMatchObject({ code: 0, msg: '不能报名：本年违规扣分 12 分，满 12 分限制报名平台活动' });
    expect(await count('mk_activity_entry', demo)).toBe(entries);

    await revoke(demo, one.id);
    expect((await square()).qualified).toBe(true);

    // A violation's 30-day limit restricts sign-up under 12 points too, until it ends or is revoked.
    const limit = await issue(demo, 0, 'poor_service');
    open = await square();
    expect(open.qualified).toBe(false);
    expect(open.reason).toMatch(/^违规处罚限制参加活动至 \d{4}-\d{2}-\d{2}$/);
    expect((await submit(open)).msg).toBe(`不能报名：${open.reason}`);
    expect(await count('mk_activity_entry', demo)).toBe(entries);
    expect((await shopStanding(db, demo, clock.now() + 31 * DAY)).activity).toBeNull();
    await revoke(demo, limit.id);
    expect((await square()).qualified).toBe(true);
  });

  it('new goods: published at 23 points, refused at 24 (save and copy) while existing goods can still be edited; a revoke lifts it', async () => {
    const cats = (await s.call(U('goods/category/tree'), undefined, { token: owner })).data.list as Array<{ categoryId: number; name: string }>;
    const templateId = (await s.call(U('goods/deliveryTemplate/list'), undefined, { token: owner })).data.list[0].templateId;
    const body = (name: string, goodsId?: number) => ({
      ...(goodsId ? { goodsId } : {}),
      categoryId: cats.find((c) => c.name === '双肩包')!.categoryId,
      goodsType: 1,
      name,
      images: ['/demo-goods/bag.svg'],
      detailHtml: '<p>详情</p>',
      specs: [{ name: '颜色', values: [{ value: '红', image: null }] }],
      skus: [{ specValues: ['红'], price: 1990, stock: 10 }],
      deliveryTemplateId: templateId,
      shelfMode: 1,
    });
    const save = (b: ReturnType<typeof body>) => s.call(U('goods/goodsInfo/save'), b, { token: owner });

    await issue(demo, 23);
    const made = await save(body('违规测试双肩包'));
    expect(made.code, made.msg).toBe(1);

    const one = await issue(demo, 1);
    const goods = await count('goods', demo);
    expect(await save(body('违规测试双肩包二'))).toMatchObject({ code: 0, msg: '不能发布新商品：本年违规扣分 24 分，满 24 分限制发布新商品' });
    expect(await s.call(U('goods/goodsInfo/copy'), { goodsId: made.data.goodsId }, { token: owner })).toMatchObject({ code: 0, msg: '不能复制商品：本年违规扣分 24 分，满 24 分限制发布新商品' });
    expect(await count('goods', demo)).toBe(goods);
    const edited = await save(body('违规测试双肩包（改）', made.data.goodsId));
    expect(edited.code, edited.msg).toBe(1);
    expect((await db.selectFrom('goods').select('name').where('id', '=', made.data.goodsId).executeTakeFirstOrThrow()).name).toBe('违规测试双肩包（改）');

    await revoke(demo, one.id);
    const copied = await s.call(U('goods/goodsInfo/copy'), { goodsId: made.data.goodsId }, { token: owner });
    expect(copied.code, copied.msg).toBe(1);
  });

  it('withdrawals: allowed at 47 points, paused at 48 on every channel (preview and create, nothing changes), allowed after a revoke', async () => {
    const c = await newCompany(db, { type: 1, name: '杭州积分测试有限公司', ownerName: '周积分' });
    const token = await s.login(c.phone);
    const now = clock.now();
    await readyToWithdraw(db, c.companyId, now, { accountType: 1, accountName: '杭州积分测试有限公司' });
    await fund(db, c.companyId, 100_000, now);
    const preview = () => s.call(U('finance/withdraw/preview'), { channel: 'normal', amount: 10_000 }, { token });

    await issue(c.companyId, 47);
    expect((await preview()).data).toMatchObject({ allowed: true, reasons: [] });

    const one = await issue(c.companyId, 1);
    const reason = '本年违规扣分 48 分，满 48 分暂停提现';
    expect((await preview()).data).toMatchObject({ allowed: false, reasons: [reason] });
    expect((await s.call(U('finance/withdraw/preview'), { channel: 'tax', amount: 10_000 }, { token })).data.reasons).toContain(reason);
    expect((await checkWithdraw(db, { companyId: c.companyId, channel: Channel.CROSS, amount: 10_000, now })).reasons).toContain(reason);
    expect((await s.call(U('finance/withdraw/smsCode'), undefined, { token })).code).toBe(1);
    const smsCode = (await s.lastSmsCode(c.phone))!;
    const before = await snapshot(db, c.companyId);
    const refused = await s.call(U('finance/withdraw/create'), { channel: 'normal', amount: 10_000, smsCode, requestId: rid() }, { token });
    expect([refused.code, refused.msg]).toEqual([0, reason]);
    expect(await snapshot(db, c.companyId)).toEqual(before);

    await revoke(c.companyId, one.id);
    expect((await preview()).data.allowed).toBe(true);
    // The refused request left its SMS code unused (rules are checked before the code).
    const made = await s.call(U('finance/withdraw/create'), { channel: 'normal', amount: 10_000, smsCode, requestId: rid() }, { token });
    expect(made.code, made.msg).toBe(1);
  });
});
