import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, startTestServer, type TestServer } from '../../testing/harness.ts';
import type { Db } from '../../db/index.ts';
import { clock } from '../../lib/clock.ts';
import { simulateOrders } from '../order/simulate.ts';
import { FreightQuoter } from './service.ts';

const U = (p: string) => `/xm-merchant/shop/${p}`;
const DAY = 86_400_000;
const HOUR = 3_600_000;

describe.each(DIALECTS)('shop settings on %s', (dialect) => {
  let s: TestServer;
  let db: Db;
  let owner: string;
  let staff: string;
  let companyId: number;

  beforeAll(async () => {
    s = await startTestServer(dialect);
    db = s.handle.db;
    await clock.reset(db);
    owner = await s.login('13800000001');
    staff = await s.login('13800000003');
    companyId = (await db.selectFrom('merchant_user').select('company_id').where('phone', '=', '13800000001').executeTakeFirstOrThrow()).company_id;
  }, 60_000);
  afterEach(() => {
    expect(s.violations, JSON.stringify(s.violations, null, 2)).toEqual([]);
  });
  afterAll(async () => s?.close());

  const campus = { kind: 2, codes: ['10100'], firstUnit: 1, firstFee: 150, extraUnit: 1, extraFee: 50, slots: [{ start: '11:30', end: '12:30' }] };
  const body = (over: Record<string, unknown> = {}) => ({
    templateId: null,
    name: '测试模板',
    chargeType: 2,
    firstUnit: 1,
    firstFee: 900,
    extraUnit: 1,
    extraFee: 400,
    freeOverAmount: null,
    freeOverCount: null,
    isDefault: false,
    rules: [campus, { kind: 1, codes: ['31', '32'], firstUnit: 1, firstFee: 500, extraUnit: 1, extraFee: 200, slots: [] }],
    ...over,
  });

  it('lists the seeded templates, the default first, with the goods using them', async () => {
    const r = await s.call(U('freightTemplate/list'), {}, { token: owner });
    expect(r.code).toBe(1);
    expect(r.data.list[0]).toMatchObject({ name: '校园配送 + 江浙沪优惠', isDefault: true, campusRuleCount: 1, regionRuleCount: 2 });
    expect(r.data.list[0].goodsCount).toBeGreaterThan(0);
    // The goods editor's picker lists the same templates.
    const picker = await s.call('/xm-merchant/goods/deliveryTemplate/list', {}, { token: owner });
    expect(picker.data.list.map((t: { templateId: number }) => t.templateId).sort()).toEqual(r.data.list.map((t: { templateId: number }) => t.templateId).sort());
  });

  it('saves a template with a campus zone, shows it with names, quotes it, and audits it', async () => {
    const r = await s.call(U('freightTemplate/save'), body(), { token: owner });
    expect(r.code, r.msg).toBe(1);
    const d = await s.call(U('freightTemplate/detail'), { templateId: r.data.templateId }, { token: owner });
    expect(d.data.rules[0].places).toEqual([{ code: '10100', name: '浙江大学 紫金港校区' }]);
    expect(d.data.rules[1].places.map((p: { name: string }) => p.name)).toEqual(['上海市', '江苏省']);
    const q = await s.call(U('freightTemplate/quote'), { templateId: r.data.templateId, quantity: 3, weightG: 0, goodsAmount: 3000, deliveryType: 2, regionCode: '330106', placeId: '10105' }, { token: owner });
    expect(q.data).toMatchObject({ amount: 250, slots: [{ start: '11:30', end: '12:30' }] });
    const a = await db.selectFrom('audit_log').select('detail').where('action', '=', 'shop.template.create').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(JSON.parse(a.detail!)).toMatchObject({ before: null, after: { firstFee: 900 } });
    const edited = await s.call(U('freightTemplate/save'), body({ templateId: r.data.templateId, name: '测试模板（改）' }), { token: owner });
    expect(edited.code, edited.msg).toBe(1);
    const up = await db.selectFrom('audit_log').select('detail').where('action', '=', 'shop.template.update').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(JSON.parse(up.detail!)).toMatchObject({ before: { name: '测试模板' }, after: { name: '测试模板（改）' } });
    const del = await s.call(U('freightTemplate/delete'), { templateId: r.data.templateId }, { token: owner });
    expect(del.code).toBe(1);
    const again = await s.call(U('freightTemplate/delete'), { templateId: r.data.templateId }, { token: owner });
    expect(again).toMatchObject({ code: 0, msg: '已被他人处理，请刷新' });
  });

  it('refuses overlapping regions, a first unit of 0 and crossing time slots, in Chinese', async () => {
    const overlap = await s.call(U('freightTemplate/save'), body({ rules: [{ ...campus, codes: ['10000'] }, { ...campus, codes: ['10103'], slots: [] }] }), { token: owner });
    expect(overlap).toMatchObject({ code: 0, msg: '校园配送区 1与校园配送区 2的配送范围重叠：浙江大学 已包含 浙江大学 紫金港校区 3号楼' });
    const region = await s.call(U('freightTemplate/save'), body({ rules: [{ kind: 1, codes: ['33', '330106'], firstUnit: 1, firstFee: 1, extraUnit: 1, extraFee: 1, slots: [] }] }), { token: owner });
    expect(region).toMatchObject({ code: 0, msg: '指定地区 1内的地区重叠：浙江省 已包含 浙江省杭州市西湖区' });
    const zero = await s.call(U('freightTemplate/save'), body({ firstUnit: 0 }), { token: owner });
    expect(zero).toMatchObject({ code: 0, msg: '默认运费的首件不能为 0' });
    const slots = await s.call(U('freightTemplate/save'), body({ rules: [{ ...campus, slots: [{ start: '11:00', end: '12:00' }, { start: '11:30', end: '13:00' }] }] }), { token: owner });
    expect(slots).toMatchObject({ code: 0, msg: '校园配送区 1的配送时段 11:00-12:00 与 11:30-13:00 交叉' });
  });

  it('serves the region tree (province → city → district) and the campus directory as the contract says', async () => {
    const r = await s.call(U('region/tree'), {}, { token: owner });
    expect(r.code).toBe(1);
    const zj = r.data.list.find((p: { name: string }) => p.name === '浙江省');
    expect(zj.children[0]).toMatchObject({ code: '3301', name: '杭州市' });
    expect(zj.children[0].children.map((d: { name: string }) => d.name)).toContain('西湖区');
    const c = await s.call(U('campus/tree'), {}, { token: owner });
    expect(c.data.list[0]).toMatchObject({ code: '10000', name: '浙江大学' });
    expect(c.data.list[0].children[0].children).toHaveLength(30);
  });

  it('refuses writes without the operate key (1004) and reads without the view key', async () => {
    expect((await s.call(U('freightTemplate/save'), body(), { token: staff })).code).toBe(1004);
    expect((await s.call(U('freightTemplate/list'), {}, { token: staff })).code).toBe(1004);
    expect((await s.call(U('info/save'), { shopName: 'x', intro: '', businessHours: [] }, { token: staff })).code).toBe(1004);
  });

  it('prices simulated orders with the goods templates: campus zone for campus delivery, pickup free', async () => {
    const before = await db.selectFrom('orders').select((eb) => eb.fn.max('id').as('m')).executeTakeFirstOrThrow();
    await simulateOrders(db, companyId, 40, { seed: 42, days: 3 });
    const rows = await db
      .selectFrom('orders')
      .select(['id', 'delivery_type', 'school', 'campus', 'receiver_address', 'freight_amount', 'goods_amount', 'paid_amount', 'discount_amount'])
      .where('company_id', '=', companyId)
      .where('id', '>', Number(before.m ?? 0))
      .execute();
    expect(rows.length).toBeGreaterThan(20);
    const quoter = new FreightQuoter(companyId);
    for (const o of rows) {
      const lines = await db.selectFrom('order_line').select(['goods_id', 'sku_id', 'quantity', 'unit_price']).where('order_id', '=', o.id).execute();
      const q = await quoter.quote(db, lines.map((l) => ({ goodsId: l.goods_id!, skuId: l.sku_id!, quantity: l.quantity, unitPrice: l.unit_price })), { deliveryType: o.delivery_type, address: o.receiver_address, school: o.school, campus: o.campus });
      expect(o.freight_amount).toBe(q.amount);
      expect(o.paid_amount).toBe(o.goods_amount + o.freight_amount - o.discount_amount);
      if (o.delivery_type === 3) expect(o.freight_amount).toBe(0);
    }
    // The seeded default template: campus delivery to 紫金港 or 复旦 costs ¥2 + ¥1 per extra piece (below ¥199).
    const zone = rows.filter((o) => o.delivery_type === 2 && (o.campus === '紫金港校区' || o.school === '复旦大学') && o.goods_amount < 19900);
    for (const o of zone) expect([200, 300, 400, 500]).toContain(o.freight_amount);
    expect(rows.some((o) => o.freight_amount > 0)).toBe(true);
  });

  it('sets ship-by from the delivery promise and declared delays; caps declarations by the platform rules', async () => {
    const now = clock.now();
    const save = await s.call(U('delivery/save'), { shipFrom: { regionCode: '330106', address: '文三路 90 号', contact: '王店长', phone: '13800000001' }, promiseHours: 24 }, { token: owner });
    expect(save.code, save.msg).toBe(1);
    expect(save.data).toMatchObject({ promiseHours: 24, shipFrom: { regionName: '浙江省杭州市西湖区' } });
    const tooLong = await s.call(U('delay/declare'), { reason: '春节', startAt: now + 2 * DAY, endAt: now + 10 * DAY }, { token: owner });
    expect(tooLong).toMatchObject({ code: 0, msg: '一次报备至多 7 天' });
    const past = await s.call(U('delay/declare'), { reason: '春节', startAt: now - HOUR, endAt: now + DAY }, { token: owner });
    expect(past.msg).toBe('开始时间至少在 1 小时之后：不能补报已经开始的时间');
    const last = await db.selectFrom('orders').select((eb) => eb.fn.max('id').as('m')).executeTakeFirstOrThrow();
    await simulateOrders(db, companyId, 8, { seed: 7, days: 1, now });
    const all = await db
      .selectFrom('orders as o')
      .leftJoin('mk_group_member as m', 'm.order_id', 'o.id')
      .leftJoin('mk_group as g', 'g.id', 'm.group_id')
      .select(['o.paid_at', 'o.ship_by_at', 'g.state as group_state'])
      .where('o.company_id', '=', companyId)
      .where('o.status', '=', 2)
      .where('o.id', '>', Number(last.m))
      .execute();
    // An order of a campus group still 拼团中 has no ship-by time until its group is done (docs/activity.md).
    const paid = all.filter((o) => o.group_state !== 1);
    expect(paid.length).toBeGreaterThan(0);
    for (const o of paid) expect(o.ship_by_at! - o.paid_at!).toBe(24 * HOUR);
    for (const o of all.filter((x) => x.group_state === 1)) expect(o.ship_by_at).toBeNull();
    const declared = await s.call(U('delay/declare'), { reason: '仓库盘点', startAt: now + 2 * HOUR, endAt: now + 2 * HOUR + DAY }, { token: owner });
    expect(declared.code, declared.msg).toBe(1);
    const overlap = await s.call(U('delay/declare'), { reason: '再报', startAt: now + 3 * HOUR, endAt: now + 5 * HOUR }, { token: owner });
    expect(overlap.msg).toBe('与已有的报备时间重叠');
    const delayId = declared.data.delays.find((d: { reason: string }) => d.reason === '仓库盘点').delayId;
    const cancel = await s.call(U('delay/cancel'), { delayId }, { token: owner });
    expect(cancel.code).toBe(1);
    expect((await s.call(U('delay/cancel'), { delayId }, { token: owner })).msg).toBe('已被他人处理，请刷新');
    await s.call(U('delivery/save'), { shipFrom: { regionCode: '330106', address: '文三路 90 号', contact: '王店长', phone: '13800000001' }, promiseHours: 48 }, { token: owner });
  });

  it('saves the shop profile with a preview, refuses crossing business hours', async () => {
    const bad = await s.call(U('info/save'), { shopName: '青禾文具旗舰店', logoUrl: null, intro: '', servicePhone: null, businessHours: [{ days: [1], start: '09:00', end: '12:00' }, { days: [1, 2], start: '11:00', end: '13:00' }] }, { token: owner });
    expect(bad).toMatchObject({ code: 0, msg: '周一营业时间的时段 09:00-12:00 与 11:00-13:00 交叉' });
    const ok = await s.call(U('info/save'), { shopName: '青禾文具旗舰店', logoUrl: null, intro: '好物', servicePhone: '400-820-8820', businessHours: [{ days: [1, 2, 3], start: '09:00', end: '18:00' }] }, { token: owner });
    expect(ok.code, ok.msg).toBe(1);
    expect(ok.data).toMatchObject({ shopName: '青禾文具旗舰店', intro: '好物', servicePhone: '400-820-8820', mainCategoriesLocked: true });
  });

  it('announcements: length limit, schedule, at most three on show at once', async () => {
    const now = clock.now();
    const long = await s.call(U('announcement/save'), { announcementId: null, title: '公'.repeat(31), content: 'x', startAt: now, endAt: null }, { token: owner });
    expect(long.code).toBe(0);
    const backwards = await s.call(U('announcement/save'), { announcementId: null, title: '标题', content: '内容', startAt: now + DAY, endAt: now }, { token: owner });
    expect(backwards.msg).toBe('结束展示时间应晚于开始展示时间');
    // Well after the seeded ones have ended: three may show together, a fourth is refused.
    const later = now + 200 * DAY;
    for (let i = 0; i < 3; i++) expect((await s.call(U('announcement/save'), { announcementId: null, title: `公告 ${i}`, content: '内容', startAt: later + i * HOUR, endAt: null }, { token: owner })).code).toBe(1);
    const fourth = await s.call(U('announcement/save'), { announcementId: null, title: '第四条', content: '内容', startAt: later - DAY, endAt: later + 2 * DAY }, { token: owner });
    expect(fourth.msg).toBe('同一时间至多展示 3 条公告，请调整展示时间或结束其他公告');
  });

  it('trademarks: documents must be uploads of the shop; one registration per number and class', async () => {
    const r = await s.call(U('trademark/save'), { trademarkId: null, name: '青禾', regNo: '12345678', classNo: 16, holder: '杭州文具小铺有限公司', validFrom: 1, validTo: 2, docUrls: ['https://evil.example/x.png'], brandId: null }, { token: owner });
    expect(r).toMatchObject({ code: 0, msg: '证明文件（第1个）请通过上传获得地址' });
    const list = await s.call(U('trademark/list'), {}, { token: owner });
    expect(list.data.list.length).toBeGreaterThan(0);
    expect(list.data.brands.length).toBeGreaterThan(0);
  });
});
