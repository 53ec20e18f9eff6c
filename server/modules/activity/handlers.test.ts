import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, startTestServer, type TestServer } from '../../testing/harness.ts';
import { clock } from '../../lib/clock.ts';
import { SEED_ACCOUNTS } from '../../db/seed.ts';

const U = (p: string) => `/xm-merchant/${p}`;
const DAY = 86_400_000;

describe.each(DIALECTS)('activity handlers on %s', (dialect) => {
  let s: TestServer;
  let owner: string;

  beforeAll(async () => {
    s = await startTestServer(dialect);
    await clock.reset(s.handle.db);
    owner = await s.login(SEED_ACCOUNTS.owner);
  }, 120_000);
  afterAll(async () => s.close());
  afterEach(() => expect(s.violations, JSON.stringify(s.violations, null, 2)).toEqual([]));

  it('coupons: list, create, refuse a face value above the threshold, edit, stop, statistics', async () => {
    const list = await s.call(U('marketing/coupon/list'), { pageSize: 50 }, { token: owner });
    expect(list.code, list.msg).toBe(1);
    expect(new Set(list.data.list.map((c: any) => c.stateText))).toEqual(new Set(['未开始', '进行中', '已结束', '已停发']));
    const now = clock.now();
    const body = { name: '接口测试券', type: 1, threshold: 3000, faceValue: 300, rateBp: 0, total: 50, perBuyerLimit: 1, claimStart: now + DAY, claimEnd: now + 5 * DAY, validKind: 2, validDays: 7, scope: 1, goodsIds: [], audience: 1, shopShareBp: 10000 };
    const bad = await s.call(U('marketing/coupon/save'), { ...body, faceValue: 3500 }, { token: owner });
    expect([bad.code, bad.msg]).toEqual([0, '优惠券面额（¥35.00）须小于使用门槛（¥30.00）']);
    const made = await s.call(U('marketing/coupon/save'), body, { token: owner });
    expect(made.code, made.msg).toBe(1);
    expect(made.data.stateText).toBe('未开始');
    const edited = await s.call(U('marketing/coupon/save'), { ...body, couponId: made.data.couponId, version: made.data.version, name: '接口测试券（改）' }, { token: owner });
    expect(edited.data.name).toBe('接口测试券（改）');
    const stale = await s.call(U('marketing/coupon/save'), { ...body, couponId: made.data.couponId, version: made.data.version }, { token: owner });
    expect(stale.msg).toBe('优惠券已被他人修改，请刷新后重试');
    const stopped = await s.call(U('marketing/coupon/stop'), { couponId: made.data.couponId }, { token: owner });
    expect(stopped.data.stateText).toBe('已停发');
    const used = list.data.list.find((c: any) => c.used > 0);
    const st = await s.call(U('marketing/coupon/statistics'), { couponId: used.couponId }, { token: owner });
    expect(st.code, st.msg).toBe(1);
    expect(st.data.used).toBe(used.used);
    expect(st.data.cost).toBeGreaterThan(0);
  });

  it('full reductions: list, create with two tiers, overlap refused', async () => {
    const list = await s.call(U('activity/fullReduction/list'), { pageSize: 20 }, { token: owner });
    expect(list.code, list.msg).toBe(1);
    const t = clock.now() + 200 * DAY;
    const body = { name: '两档满减', tiers: [{ threshold: 5000, off: 500 }, { threshold: 10000, off: 1500 }], freeShipping: true, scope: 1, goodsIds: [], startAt: t, endAt: t + 3 * DAY };
    const made = await s.call(U('activity/fullReduction/save'), body, { token: owner });
    expect(made.code, made.msg).toBe(1);
    expect(made.data.tiersText).toBe('满 ¥50.00 减 ¥5.00；满 ¥100.00 减 ¥15.00；包邮');
    const again = await s.call(U('activity/fullReduction/save'), { ...body, name: '重叠' }, { token: owner });
    expect(again.msg).toMatch(/与满减活动「两档满减」时间重叠/);
  });

  it('platform activities: square with qualification, submit, detail, withdraw, data', async () => {
    const sq = await s.call(U('activity/square'), {}, { token: owner });
    expect(sq.code, sq.msg).toBe(1);
    expect(new Set(sq.data.list.map((a: any) => a.type))).toEqual(new Set([21, 2, 4]));
    const open = sq.data.list.find((a: any) => a.type === 2 && a.phase === 2);
    expect(open.qualified).toBe(true);
    const goods = await s.call(U('activity/goodsOptions'), {}, { token: owner });
    const sku = goods.data.list.flatMap((g: any) => g.skus).find((k: any) => k.stock >= 20 && k.price >= 500);
    const wrongType = await s.call(U('activity/submit'), { activityType: 4, activityId: open.activityId, entries: [{ skuId: sku.skuId, activityPrice: sku.lowest30 - 1, stock: 10, perBuyerLimit: 1, slot: open.slots[0] }] }, { token: owner });
    expect(wrongType.msg).toMatch(/不是折扣专区活动/);
    const high = await s.call(U('activity/submit'), { activityType: 2, activityId: open.activityId, entries: [{ skuId: sku.skuId, activityPrice: sku.price - 1 > sku.lowest30 ? sku.price - 1 : sku.lowest30 + 1, stock: 10, perBuyerLimit: 1, slot: open.slots[0] }] }, { token: owner });
    expect(high.code).toBe(0);
    const ok = await s.call(U('activity/submit'), { activityType: 2, activityId: open.activityId, entries: [{ skuId: sku.skuId, activityPrice: sku.lowest30 - 1, stock: 10, perBuyerLimit: 1, slot: open.slots[0] }] }, { token: owner });
    expect(ok.code, ok.msg).toBe(1);
    expect(ok.data.entries[0].statusText).toBe('待审核');
    const w = await s.call(U('activity/entry/withdraw'), { entryId: ok.data.entries[0].entryId }, { token: owner });
    expect(w.data.entries[0].statusText).toBe('已撤回');
    const running = sq.data.list.find((a: any) => a.phase === 4 && a.type === 21);
    const det = await s.call(U('activity/detail'), { activityId: running.activityId }, { token: owner });
    expect(det.data.entries.length).toBeGreaterThan(0);
    const data = await s.call(U('activity/data'), { activityId: running.activityId, goodsId: det.data.entries[0].goodsId }, { token: owner });
    expect(data.code, data.msg).toBe(1);
  });
});
