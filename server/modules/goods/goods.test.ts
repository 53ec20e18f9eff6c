import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, startTestServer, type TestServer } from '../../testing/harness.ts';
import { goodsReview } from '../../platform/commands/goods-review.ts';
import { genGoods } from '../../platform/commands/gen-goods.ts';
import { CommandError } from '../../platform/types.ts';
import { maskCode, sanitizeHtml } from './common.ts';
import { clock } from '../../lib/clock.ts';

const U = (p: string) => `/xm-merchant/goods/${p}`;
const LIST = U('goodsInfo/list');
const COUNT = U('goodsInfo/statusCount');
const DETAIL = U('goodsInfo/detail');
const SAVE = U('goodsInfo/save');
const BATCH = U('goodsInfo/batch');
const COPY = U('goodsInfo/copy');
const TREE = U('category/tree');
const TEMPLATES = U('deliveryTemplate/list');
const APT_LIST = U('goodsInfo/get/category/aptitude/list');
const APT_DETAIL = U('goodsInfo/get/category/aptitude/detail');
const ACT = U('activity/list');

describe.each(DIALECTS)('goods on %s', (dialect) => {
  let s: TestServer;
  let owner: string;
  let staff: string;
  let other: string;
  let cats: { categoryId: number; name: string; level: number; parentId: number; requiredAptitudes: string[] }[];
  let templateId: number;
  const cat = (name: string) => cats.find((c) => c.name === name)!.categoryId;
  const run = async (cmd: typeof goodsReview, args: string[]) => {
    const lines: string[] = [];
    await cmd.run(args, { handle: s.handle, out: (l) => lines.push(l) });
    return lines.join('\n');
  };

  beforeAll(async () => {
    s = await startTestServer(dialect);
    owner = await s.login('13800000001');
    staff = await s.login('13800000003');
    other = await s.login('13800000004');
    cats = (await s.call(TREE, undefined, { token: owner })).data.list;
    templateId = (await s.call(TEMPLATES, undefined, { token: owner })).data.list[0].templateId;
  });
  afterAll(async () => s.close());
  afterEach(() => {
    expect(s.violations, JSON.stringify(s.violations, null, 2)).toEqual([]);
  });

  const body = (over: Record<string, unknown> = {}) => ({
    categoryId: cat('双肩包'),
    goodsType: 1,
    name: '测试双肩包 两色三尺寸',
    sellingPoints: '测试卖点',
    images: ['/demo-goods/bag.svg'],
    detailHtml: '<p>详情</p><script>alert(1)</script><img src="javascript:alert(1)" onerror="x"><img src="/demo-goods/bag.svg" onload="y">',
    specs: [
      { name: '颜色', values: [{ value: '红', image: '/demo-goods/bag.svg' }, { value: '蓝', image: null }] },
      { name: '尺寸', values: [{ value: 'S', image: null }, { value: 'M', image: null }, { value: 'L', image: null }] },
    ],
    skus: ['红', '蓝'].flatMap((c, i) => ['S', 'M', 'L'].map((z, j) => ({ specValues: [c, z], price: 1000 + i * 100 + j, originalPrice: 2000, stock: 10, code: `T-${c}-${z}` }))),
    deliveryTemplateId: templateId,
    limitPerOrder: 2,
    limitPerUser: 5,
    shelfMode: 1,
    ...over,
  });

  it('guards every goods endpoint by its key and the company review', async () => {
    expect((await s.call(LIST, { pageSize: 10 }, { token: staff })).code).toBe(1);
    expect((await s.call(ACT, { pageNum: 1, pageSize: 10 }, { token: staff })).code).toBe(1004);
    expect((await s.call(U('virtualCard/batch/list'), { pageNum: 1, pageSize: 10 }, { token: staff })).code).toBe(1004);
    expect((await s.call(U('brand/list'), { pageNum: 1, pageSize: 10 }, { token: staff })).code).toBe(1004);
    expect((await s.call(U('brand/apply'), {}, { token: staff })).code).toBe(1004);
    const pending = await s.login('13800000002');
    expect((await s.call(LIST, { pageSize: 10 }, { token: pending })).code).toBe(1002);
    expect((await s.call(LIST, { pageSize: 10 })).code).toBe(1003);
  });

  it('counts every status tab in one grouped answer that matches the list totals', async () => {
    const c = (await s.call(COUNT, {}, { token: owner })).data;
    expect(c).toMatchObject({ onSale: 13, warehouse: 3, reviewing: 2, rejected: 1, soldOut: 2 });
    expect(c.all).toBe(c.onSale + c.warehouse + c.reviewing + c.rejected + c.soldOut);
    for (const [tab, key] of [[1, 'onSale'], [2, 'warehouse'], [3, 'reviewing'], [4, 'rejected'], [5, 'soldOut']] as const) {
      const r = await s.call(LIST, { tab, pageSize: 100 }, { token: owner });
      expect(r.data.total).toBe(c[key]);
      expect(r.data.list).toHaveLength(c[key]);
      if (tab === 5) expect(r.data.list.every((g: any) => g.soldOut && g.stockTotal === 0)).toBe(true);
    }
    // Another company sees none of these.
    expect((await s.call(COUNT, {}, { token: other })).data.all).toBe(0);
  });

  it('pages with a keyset cursor: every row once, in order, for each sort key', async () => {
    for (const [sortBy, sortOrder, field] of [['createdAt', 'desc', 'createdAt'], ['price', 'asc', 'priceMin'], ['stock', 'desc', 'stockTotal'], ['sales', 'asc', 'sales']] as const) {
      const all = (await s.call(LIST, { sortBy, sortOrder, pageSize: 500 }, { token: owner })).data.list;
      const seen: any[] = [];
      let cursor: string | null = null;
      do {
        const r: any = await s.call(LIST, { sortBy, sortOrder, pageSize: 3, cursor }, { token: owner });
        expect(r.code).toBe(1);
        seen.push(...r.data.list);
        cursor = r.data.nextCursor;
      } while (cursor);
      expect(seen.map((g) => g.goodsId)).toEqual(all.map((g: any) => g.goodsId));
      const keys = seen.map((g) => g[field]);
      const sorted = [...keys].sort((a, b) => (sortOrder === 'asc' ? a - b : b - a));
      expect(keys).toEqual(sorted);
    }
    expect((await s.call(LIST, { pageSize: 3, cursor: 'garbage!' }, { token: owner })).msg).toBe('游标无效，请从第一页重新查询');
  });

  it('filters by keyword (name, id, goods code, SKU code), category, price, stock and date', async () => {
    const kw = async (keyword: string) => (await s.call(LIST, { keyword, pageSize: 100 }, { token: owner })).data.list;
    expect((await kw('双肩包')).length).toBeGreaterThanOrEqual(2);
    const one = (await kw('挂耳咖啡'))[0];
    expect((await kw(String(one.goodsId))).map((g: any) => g.goodsId)).toContain(one.goodsId);
    expect((await kw(one.code)).map((g: any) => g.goodsId)).toEqual([one.goodsId]);
    expect((await kw(`${one.code}-2`)).map((g: any) => g.goodsId)).toEqual([one.goodsId]);
    expect(await kw('100%_不存在')).toEqual([]);
    const food = (await s.call(LIST, { categoryId: cat('食品饮料'), pageSize: 100 }, { token: owner })).data.list;
    expect(food.length).toBe(4);
    const cheap = (await s.call(LIST, { priceMin: 1000, priceMax: 2000, pageSize: 100 }, { token: owner })).data.list;
    expect(cheap.every((g: any) => g.priceMin >= 1000 && g.priceMin <= 2000)).toBe(true);
    const stock = (await s.call(LIST, { stockMin: 1, stockMax: 50, pageSize: 100 }, { token: owner })).data.list;
    expect(stock.length).toBeGreaterThan(0);
    expect(stock.every((g: any) => g.stockTotal >= 1 && g.stockTotal <= 50)).toBe(true);
    const recent = (await s.call(LIST, { createdFrom: Date.now() - 10 * 86400_000, pageSize: 100 }, { token: owner })).data.list;
    expect(recent.length).toBeGreaterThan(0);
    expect(recent.length).toBeLessThan(food.length + 20);
    expect((await s.call(LIST, { priceMin: 500, priceMax: 100, pageSize: 10 }, { token: owner })).msg).toBe('最低价格不能高于最高价格');
    expect((await s.call(LIST, { pageSize: 0 }, { token: owner })).msg).toContain('每页条数');
  });

  it('creates goods with a 2×3 SKU matrix in one transaction and returns its detail', async () => {
    const r = await s.call(SAVE, body(), { token: owner });
    expect(r.code, r.msg).toBe(1);
    expect(r.data.status).toBe(3);
    const d = (await s.call(DETAIL, { goodsId: r.data.goodsId }, { token: owner })).data;
    expect(d.skus).toHaveLength(6);
    expect(d.categoryPath).toEqual(['服饰箱包', '箱包', '双肩包']);
    expect(d.specs[0].values[0].image).toBe('/demo-goods/bag.svg');
    expect(d.detailHtml).toBe('<p>详情</p><img src="/demo-goods/bag.svg">');
    const g = await s.handle.db.selectFrom('goods').selectAll().where('id', '=', r.data.goodsId).executeTakeFirstOrThrow();
    expect([g.price_min, g.price_max, g.stock_total]).toEqual([1000, 1102, 60]);
  });

  it('keeps SKU ids for unchanged combinations and archives the ones a spec change removes', async () => {
    const id = (await s.call(SAVE, body({ name: '规格变更测试' }), { token: owner })).data.goodsId;
    const before = (await s.call(DETAIL, { goodsId: id }, { token: owner })).data.skus as any[];
    const idOf = (skus: any[], c: string, z: string) => skus.find((x) => x.specValues[0] === c && x.specValues[1] === z)?.skuId;
    // Drop size L, add a third colour.
    const specs = [
      { name: '颜色', values: [{ value: '红', image: null }, { value: '蓝', image: null }, { value: '绿', image: null }] },
      { name: '尺寸', values: [{ value: 'S', image: null }, { value: 'M', image: null }] },
    ];
    const skus = ['红', '蓝', '绿'].flatMap((c) => ['S', 'M'].map((z) => ({ specValues: [c, z], price: 1500, stock: 3 })));
    expect((await s.call(SAVE, body({ goodsId: id, specs, skus }), { token: owner })).code).toBe(1);
    const after = (await s.call(DETAIL, { goodsId: id }, { token: owner })).data.skus as any[];
    expect(after).toHaveLength(6);
    expect(idOf(after, '红', 'S')).toBe(idOf(before, '红', 'S'));
    expect(idOf(after, '蓝', 'M')).toBe(idOf(before, '蓝', 'M'));
    const archived = await s.handle.db.selectFrom('goods_sku').select(['id', 'status']).where('goods_id', '=', id).where('status', '=', 0).execute();
    expect(archived.map((a) => a.id).sort()).toEqual([idOf(before, '红', 'L'), idOf(before, '蓝', 'L')].sort());
    // Bringing L back revives the archived row with the same id.
    expect((await s.call(SAVE, body({ goodsId: id }), { token: owner })).code).toBe(1);
    const again = (await s.call(DETAIL, { goodsId: id }, { token: owner })).data.skus as any[];
    expect(idOf(again, '红', 'L')).toBe(idOf(before, '红', 'L'));
  });

  it('records a goods save and a batch in the operation log with the fields before and after', async () => {
    const lastAudit = async (action: string) => {
      const r = await s.handle.db.selectFrom('audit_log').select(['action', 'detail']).where('action', '=', action).orderBy('id', 'desc').executeTakeFirstOrThrow();
      return JSON.parse(r.detail!);
    };
    const id = (await s.call(SAVE, body({ name: '审计测试双肩包', shelfMode: 3 }), { token: owner })).data.goodsId;
    const created = await lastAudit('goods.create');
    expect(created).toMatchObject({ goodsId: id, before: null, after: { name: '审计测试双肩包', status: 2, priceMin: 1000, priceMax: 1102, stockTotal: 60 } });
    expect(created.after.skus).toHaveLength(6);
    // Two SKUs change price and stock, size L goes, the title changes.
    const specs = [
      { name: '颜色', values: [{ value: '红', image: null }, { value: '蓝', image: null }] },
      { name: '尺寸', values: [{ value: 'S', image: null }, { value: 'M', image: null }] },
    ];
    const skus = ['红', '蓝'].flatMap((c) => ['S', 'M'].map((z) => ({ specValues: [c, z], price: c === '红' ? 1500 : 1100, stock: 7 })));
    expect((await s.call(SAVE, body({ goodsId: id, name: '审计测试双肩包 改', shelfMode: 3, specs, skus }), { token: owner })).code).toBe(1);
    const u = await lastAudit('goods.update');
    expect(u).toMatchObject({
      goodsId: id,
      skus: 4,
      archived: 2,
      before: { name: '审计测试双肩包', priceMin: 1000, priceMax: 1102, stockTotal: 60 },
      after: { name: '审计测试双肩包 改', priceMin: 1100, priceMax: 1500, stockTotal: 28 },
    });
    expect(u.before.skus).toContainEqual({ spec: '红/L', price: 1002, stock: 10 });
    expect(u.after.skus).toEqual([
      { spec: '红/S', price: 1500, stock: 7 },
      { spec: '红/M', price: 1500, stock: 7 },
      { spec: '蓝/S', price: 1100, stock: 7 },
      { spec: '蓝/M', price: 1100, stock: 7 },
    ]);
    expect(u.changed).toEqual(expect.arrayContaining(['name', 'priceMin', 'priceMax', 'stockTotal', 'specs']));
    expect(u.changed).not.toContain('categoryId');
    expect(u.before.detailHtml).toBeUndefined(); // blobs are named in `changed`, not copied
    expect((await s.call(BATCH, { action: 'delete', goodsIds: [id] }, { token: owner })).data.succeeded).toBe(1);
    expect(await lastAudit('goods.batch.delete')).toMatchObject({ ids: [id], before: [{ goodsId: id, name: '审计测试双肩包 改', status: 2 }], after: [{ goodsId: id, deleted: true }] });
  });

  it('rejects inconsistent goods with a Chinese message and changes nothing', async () => {
    const count = async () => Number((await s.handle.db.selectFrom('goods').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    const n = await count();
    const cases: [Record<string, unknown>, string][] = [
      [{ skus: body().skus.slice(0, 5) }, '规格组合共 6 个，SKU 须一一对应（当前 5 个）'],
      [{ specs: [{ name: '颜色', values: [{ value: '红', image: null }, { value: '红', image: null }] }] }, '规格“颜色”的值“红”重复'],
      [{ skus: body().skus.map((x, i) => (i === 0 ? { ...x, originalPrice: 10 } : x)) }, '第1个SKU的划线价不能低于售价'],
      [{ categoryId: cat('箱包') }, '请选择三级类目'],
      [{ categoryId: cat('面霜') }, '经营该类目须具备资质：化妆品备案凭证，请先在类目资质中办理'],
      [{ categoryId: cat('教辅') }, '经营该类目须具备资质：出版物经营许可证，请先在类目资质中办理'],
      [{ deliveryTemplateId: null }, '请选择运费模板'],
      [{ limitPerOrder: 9, limitPerUser: 3 }, '每单限购不能多于每人限购'],
      [{ shelfMode: 2, shelfAt: Date.now() - 1000 }, '上架时间须晚于现在'],
      [{ name: 'ab' }, '商品标题长度不能少于3个字符'],
      [{ images: [] }, '商品主图'],
      [{ specs: [1, 2, 3, 4].map((i) => ({ name: `规格${i}`, values: [{ value: 'x', image: null }] })) }, '规格'],
    ];
    for (const [over, msg] of cases) {
      const r = await s.call(SAVE, body(over), { token: owner });
      expect(r.code, JSON.stringify(over)).toBe(0);
      expect(r.msg).toContain(msg);
    }
    const otherTemplate = (await s.call(TEMPLATES, undefined, { token: other })).data.list[0].templateId;
    expect((await s.call(SAVE, body({ deliveryTemplateId: otherTemplate }), { token: owner })).msg).toBe('运费模板不存在');
    expect(await count()).toBe(n);
  });

  it('accepts only the company’s own uploads as images, stores them unsigned and answers them signed', async () => {
    const companyOf = async (phone: string) => (await s.handle.db.selectFrom('merchant_user').select('company_id').where('phone', '=', phone).executeTakeFirstOrThrow()).company_id;
    const file = async (phone: string, id: string) => {
      await s.handle.db
        .insertInto('upload_file')
        .values({ id, company_id: await companyOf(phone), user_id: null, scene: 'goods', name: 'a.png', mime: 'image/png', ext: 'png', size: 10, storage_key: `x/${id}.png`, sha256: 'x', ip: null, created_at: Date.now() })
        .execute();
      return `/xm-merchant/common/file/${id}.png`;
    };
    const mine = await file('13800000001', 'a'.repeat(32));
    const theirs = await file('13800000004', 'b'.repeat(32));
    expect((await s.call(SAVE, body({ images: ['https://evil.example/x.png'] }), { token: owner })).msg).toBe('商品主图请通过上传获得地址');
    expect((await s.call(SAVE, body({ images: [theirs] }), { token: owner })).msg).toBe('商品主图文件不存在或无权使用，请重新上传');
    expect((await s.call(SAVE, body({ detailHtml: `<p><img src="${theirs}"></p>` }), { token: owner })).msg).toBe('商品详情图片文件不存在或无权使用，请重新上传');
    const r = await s.call(SAVE, body({ name: '上传图片测试', images: [`${mine}?e=1&s=old`], detailHtml: `<img src="${mine}?e=1&amp;s=old">` }), { token: owner });
    expect(r.code, r.msg).toBe(1);
    const g = await s.handle.db.selectFrom('goods').selectAll().where('id', '=', r.data.goodsId).executeTakeFirstOrThrow();
    expect(g.main_image).toBe(mine);
    expect(g.detail_html).toBe(`<img src="${mine}">`);
    const d = (await s.call(DETAIL, { goodsId: r.data.goodsId }, { token: owner })).data;
    expect(d.images[0]).toMatch(new RegExp(`^${mine}\\?e=\\d+&s=[\\w-]+$`));
    expect(d.detailHtml).toMatch(/^<img src="\/xm-merchant\/common\/file\/a{32}\.png\?e=\d+&amp;s=[\w-]+">$/);
  });

  it('refuses another company’s goods everywhere', async () => {
    const mine = (await s.call(LIST, { pageSize: 1 }, { token: owner })).data.list[0].goodsId;
    expect((await s.call(DETAIL, { goodsId: mine }, { token: other })).msg).toBe('商品不存在或已删除');
    expect((await s.call(SAVE, body({ goodsId: mine }), { token: other })).msg).toBe('商品不存在或已删除');
    expect((await s.call(COPY, { goodsId: mine }, { token: other })).msg).toBe('商品不存在或已删除');
    const b = await s.call(BATCH, { action: 'offShelf', goodsIds: [mine] }, { token: other });
    expect(b.data).toEqual({ succeeded: 0, failed: 1, results: [{ goodsId: mine, ok: false, msg: '商品不存在或已删除' }] });
  });

  it('puts goods on and off shelf and deletes them with a result per row', async () => {
    const onSale = (await s.call(LIST, { tab: 1, keyword: '中性笔', pageSize: 5 }, { token: owner })).data.list[0];
    const warehouse = (await s.call(LIST, { tab: 2, keyword: '考研英语', pageSize: 5 }, { token: owner })).data.list[0];
    // Goods in the marketing area's sign-ups: one in an activity that has ended, one approved in a running activity.
    // Ended or running by the platform clock, which the server judges them by.
    const now = clock.now();
    const entryGoods = async (ended: boolean) =>
      Number(
        (
          await s.handle.db
            .selectFrom('mk_activity_entry as e')
            .innerJoin('mk_activity as a', 'a.id', 'e.activity_id')
            .select('e.goods_id')
            .where('e.status', '=', 1)
            .where('a.end_at', ended ? '<=' : '>', now)
            .where('a.start_at', '<=', now)
            .orderBy('e.id')
            .executeTakeFirstOrThrow()
        ).goods_id,
      );
    const inAct = { goodsId: await entryGoods(true) };
    const running = { goodsId: await entryGoods(false) };
    const off = await s.call(BATCH, { action: 'offShelf', goodsIds: [onSale.goodsId, warehouse.goodsId, 999999] }, { token: owner });
    expect(off.data.results).toEqual([
      { goodsId: onSale.goodsId, ok: true, msg: '已下架' },
      { goodsId: warehouse.goodsId, ok: false, msg: '只有在售商品可以下架' },
      { goodsId: 999999, ok: false, msg: '商品不存在或已删除' },
    ]);
    // Approved goods go straight back on sale; never-approved ones go to review.
    const on = await s.call(BATCH, { action: 'onShelf', goodsIds: [onSale.goodsId, warehouse.goodsId] }, { token: owner });
    expect(on.data.results.map((r: any) => r.msg)).toEqual(['已上架', '已提交审核，通过后上架']);
    const del = await s.call(BATCH, { action: 'delete', goodsIds: [onSale.goodsId] }, { token: owner });
    expect(del.data.results[0]).toMatchObject({ ok: false, msg: '在售商品请先下架再删除' });
    await s.call(BATCH, { action: 'offShelf', goodsIds: [inAct.goodsId] }, { token: owner });
    const del2 = await s.call(BATCH, { action: 'delete', goodsIds: [inAct.goodsId] }, { token: owner });
    // Its activity has ended: it may go.
    expect(del2.data.results[0]).toMatchObject({ ok: true, msg: '已删除' });
    await s.call(BATCH, { action: 'offShelf', goodsIds: [running.goodsId] }, { token: owner });
    const del3 = await s.call(BATCH, { action: 'delete', goodsIds: [running.goodsId] }, { token: owner });
    expect(del3.data.results[0]).toMatchObject({ ok: false, msg: '商品正在参加活动，不能删除' });
    expect((await s.call(DETAIL, { goodsId: running.goodsId }, { token: owner })).code).toBe(1);
    await s.call(BATCH, { action: 'onShelf', goodsIds: [running.goodsId] }, { token: owner });
    expect((await s.call(DETAIL, { goodsId: inAct.goodsId }, { token: owner })).msg).toBe('商品不存在或已删除');
    expect((await s.call(BATCH, { action: 'delete', goodsIds: [] }, { token: owner })).code).toBe(0);
  });

  it('copies goods into the warehouse with its SKUs and no stock', async () => {
    const src = (await s.call(LIST, { keyword: '纯棉短袖', pageSize: 5 }, { token: owner })).data.list[0];
    const r = await s.call(COPY, { goodsId: src.goodsId }, { token: owner });
    expect(r.data.status).toBe(2);
    const d = (await s.call(DETAIL, { goodsId: r.data.goodsId }, { token: owner })).data;
    expect(d.name).toBe(`${src.name}（复制）`);
    expect(d.skus).toHaveLength(8);
    expect(d.skus.every((x: any) => x.stock === 0)).toBe(true);
  });

  it('reviews goods from the platform command, including scheduled shelving', async () => {
    const id = (await s.call(SAVE, body({ name: '定时上架测试', shelfMode: 2, shelfAt: Date.now() + 3600_000 }), { token: owner })).data.goodsId;
    expect(await run(goodsReview, [String(id), 'pass'])).toContain('将于定时上架时间上架');
    let g = await s.handle.db.selectFrom('goods').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(g.status).toBe(2);
    await s.handle.db.updateTable('goods').set({ shelf_at: Date.now() - 1 }).where('id', '=', id).execute();
    await s.call(COUNT, {}, { token: owner });
    g = await s.handle.db.selectFrom('goods').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(g.status).toBe(1);
    const id2 = (await s.call(SAVE, body({ name: '驳回测试' }), { token: owner })).data.goodsId;
    await expect(run(goodsReview, [String(id2), 'reject'])).rejects.toThrow(CommandError);
    await run(goodsReview, [String(id2), 'reject', '主图不清晰']);
    const row = (await s.call(LIST, { tab: 4, keyword: '驳回测试', pageSize: 5 }, { token: owner })).data.list[0];
    expect(row.reviewReason).toBe('主图不清晰');
    await expect(run(goodsReview, [String(id2), 'pass'])).rejects.toThrow('不在审核中');
    // The review reads the platform clock: three hours on, a shelf time two hours away has passed.
    const id3 = (await s.call(SAVE, body({ name: '平台时钟审核', shelfMode: 2, shelfAt: Date.now() + 2 * 3600_000 }), { token: owner })).data.goodsId;
    try {
      await clock.advance(s.handle.db, 3 * 3600_000);
      expect(await run(goodsReview, [String(id3), 'pass'])).toContain('已上架');
      const g3 = await s.handle.db.selectFrom('goods').select(['status', 'approved_at']).where('id', '=', id3).executeTakeFirstOrThrow();
      expect(g3.status).toBe(1);
      expect(Number(g3.approved_at)).toBeGreaterThan(Date.now() + 2 * 3600_000);
    } finally {
      await clock.reset(s.handle.db);
    }
  });

  it('answers the category aptitude lookup with its filter payload', async () => {
    const all = (await s.call(APT_LIST, { pageNum: 1, pageSize: 100 }, { token: owner })).data;
    expect(all.total).toBe(cats.filter((c) => c.level === 3).length);
    const missing = (await s.call(APT_LIST, { onlyMissing: true, pageNum: 1, pageSize: 100 }, { token: owner })).data.list;
    expect(missing.map((c: any) => c.categoryName).sort()).toEqual(['教辅', '考研资料', '防晒', '面霜'].sort());
    const food = (await s.call(APT_LIST, { keyword: '食品经营', pageNum: 1, pageSize: 2 }, { token: owner })).data;
    expect(food.total).toBe(4);
    expect(food.list).toHaveLength(2);
    expect(food.list[0].aptitudes[0]).toMatchObject({ name: '食品经营许可证', required: true, held: true, status: 2 });
    const books = (await s.call(APT_LIST, { categoryId: cat('图书'), pageNum: 1, pageSize: 10 }, { token: owner })).data.list;
    expect(books[0].aptitudes[0]).toMatchObject({ name: '出版物经营许可证', held: false, status: 4 });
    const d = (await s.call(APT_DETAIL, { categoryId: cat('面霜') }, { token: owner })).data;
    expect(d).toMatchObject({ canPublish: false, missing: ['化妆品备案凭证'], goodsCount: 1, categoryPath: ['美妆个护', '护肤', '面霜'] });
    expect((await s.call(APT_DETAIL, { categoryId: 99999 }, { token: owner })).msg).toBe('类目不存在');
    const other3 = (await s.call(APT_DETAIL, { categoryId: cat('坚果炒货') }, { token: other })).data;
    expect(other3.canPublish).toBe(false);
  });

  it('lists activity goods from the sign-up entries, with type and state filters', async () => {
    const all = (await s.call(ACT, { pageNum: 1, pageSize: 50 }, { token: owner })).data;
    // Every entry of the shop but the withdrawn ones, each with the state its review and its activity's time give.
    const now = Date.now();
    const entries = await s.handle.db
      .selectFrom('mk_activity_entry as e')
      .innerJoin('mk_activity as a', 'a.id', 'e.activity_id')
      .innerJoin('goods as g', 'g.id', 'e.goods_id')
      .innerJoin('merchant_user as u', 'u.company_id', 'e.company_id')
      .select(['e.id', 'e.status', 'e.stock', 'e.sold', 'e.activity_price', 'a.start_at', 'a.end_at'])
      .where('u.phone', '=', '13800000001')
      .where('e.status', '!=', 3)
      .where('g.deleted_at', 'is', null)
      .execute();
    expect(entries.length).toBeGreaterThanOrEqual(5);
    expect(all.total).toBe(entries.length);
    const want = (e: (typeof entries)[number]) => (e.status === 0 ? 1 : e.status === 2 ? 5 : now < Number(e.start_at) ? 2 : now < Number(e.end_at) ? 3 : 4);
    for (const e of entries) {
      const row = all.list.find((x: any) => x.id === Number(e.id));
      expect(row, `entry ${e.id}`).toMatchObject({ state: want(e), activityStock: e.stock, sold: e.sold, activityPrice: Number(e.activity_price) });
    }
    expect(new Set(all.list.map((x: any) => x.state))).toEqual(new Set(entries.map(want)));
    expect([...new Set(entries.map(want))]).toEqual(expect.arrayContaining([1, 3, 5]));
    const ended = (await s.call(ACT, { state: 4, pageNum: 1, pageSize: 50 }, { token: owner })).data.list;
    expect(ended.length).toBe(entries.filter((e) => want(e) === 4).length);
    const flash = (await s.call(ACT, { activityType: 2, pageNum: 1, pageSize: 50 }, { token: owner })).data.list;
    expect(flash.length).toBeGreaterThan(0);
    expect(flash.every((a: any) => a.activityType === 2)).toBe(true);
    const running = (await s.call(ACT, { state: 3, pageNum: 1, pageSize: 50 }, { token: owner })).data.list;
    expect(running.every((a: any) => a.state === 3)).toBe(true);
    expect((await s.call(ACT, { pageNum: 1, pageSize: 50 }, { token: other })).data.total).toBe(0);
  });

  it('generates goods for benchmarks in batches', async () => {
    const t = await startTestServer(dialect);
    try {
      const lines: string[] = [];
      await genGoods.run(['1200'], { handle: t.handle, out: (l) => lines.push(l) });
      expect(lines[0]).toContain('生成 1200 件商品');
      const n = await t.handle.db.selectFrom('goods_sku').select((eb) => eb.fn.countAll().as('n')).where('code', 'like', 'GEN%').executeTakeFirstOrThrow();
      expect(Number(n.n)).toBe(1200);
      await expect(genGoods.run(['0'], { handle: t.handle, out: () => {} })).rejects.toThrow('数量须为');
    } finally {
      await t.close();
    }
  });
});

describe('goods helpers', () => {
  it('masks card codes, keeping two characters at each end', () => {
    expect(maskCode('XM8K2P9Q4R')).toBe('XM******4R');
    expect(maskCode('ABCDEFG')).toBe('AB***FG');
    expect(maskCode('ABC')).toBe('A***');
  });
  it('sanitizes the rich-text detail to an allow-list', () => {
    expect(sanitizeHtml('<p onclick="x">a<b>b</b></p><a href="javascript:alert(1)">x</a><a href="https://e.cn">y</a>')).toBe(
      '<p>a<b>b</b></p><a>x</a><a href="https://e.cn" target="_blank" rel="noopener noreferrer">y</a>',
    );
    expect(sanitizeHtml('<scr<script>ipt>alert(1)</script>')).not.toContain('<script');
    expect(sanitizeHtml('<style>p{}</style><iframe src="x"></iframe>1 < 2')).toBe('1 &lt; 2');
  });
});
