/** Test fixtures: goods rows with core columns only (the goods area owns the rest), and orders at a given state. */
import type { Db } from '../../db/index.ts';
import { AfterSale, OrderStatus } from './constants.ts';
import { log, moveCounters, payOrder, getOrder, shipOrder, confirmOrder, setAfterSale, type Order } from './service.ts';

export async function insertGoods(db: Db, companyId: number, items: Array<{ name: string; price: number; stock: number; status?: number }>) {
  const now = Date.now();
  let cat = await db.selectFrom('category').select('id').limit(1).executeTakeFirst();
  cat ??= await db.insertInto('category').values({ parent_id: 0, level: 1, name: '文具', sort: 0 }).returning('id').executeTakeFirstOrThrow();
  const out: Array<{ goodsId: number; skuId: number }> = [];
  for (const it of items) {
    const g = await db
      .insertInto('goods')
      .values({ company_id: companyId, category_id: cat.id, name: it.name, status: it.status ?? 1, main_image: null, price_min: it.price, price_max: it.price, stock_total: it.stock, sales: 0, created_at: now, updated_at: now, deleted_at: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    const s = await db
      .insertInto('goods_sku')
      .values({ goods_id: g.id, company_id: companyId, spec_json: '[]', spec_text: '默认', price: it.price, original_price: null, cost_price: null, stock: it.stock, code: null, weight_g: null, status: 1, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    out.push({ goodsId: g.id, skuId: s.id });
  }
  return out;
}

let seq = 0;
/** One order of one line, brought to `status` through the state machine (closed = closed unpaid). */
export async function placeOrder(
  db: Db,
  companyId: number,
  opts: { status?: number; afterSale?: boolean; buyerPhone?: string; school?: string; createdAt?: number; goodsId?: number | null; price?: number; goodsName?: string } = {},
): Promise<Order> {
  const now = Date.now();
  const created = opts.createdAt ?? now - 3600_000;
  const price = opts.price ?? 1990;
  seq++;
  const phone = opts.buyerPhone ?? `139${String(10000000 + ((now + seq) % 89999999)).slice(0, 8)}`;
  const row = await db
    .insertInto('orders')
    .values({
      company_id: companyId,
      order_no: `${new Date(created).toISOString().replace(/\D/g, '').slice(0, 14)}${String(seq).padStart(4, '0')}${String(Math.floor(Math.random() * 100)).padStart(2, '0')}`,
      status: OrderStatus.TO_PAY,
      after_sale_status: AfterSale.NONE,
      buyer_id: 1000 + seq,
      buyer_name: '测试买家',
      buyer_phone: phone,
      receiver_name: '李同学',
      receiver_phone: phone,
      receiver_address: '浙江省杭州市西湖区浙江大学紫金港校区12号楼301室',
      school: opts.school ?? '浙江大学',
      campus: '紫金港校区',
      delivery_type: 2,
      goods_summary: opts.goodsName ?? '测试商品',
      item_count: 1,
      goods_amount: price,
      freight_amount: 0,
      discount_amount: 0,
      paid_amount: price,
      buyer_remark: null,
      merchant_remark: null,
      close_reason: null,
      logistics_company: null,
      tracking_no: null,
      evaluated: 0,
      ship_by_at: null,
      created_at: created,
      paid_at: null,
      shipped_at: null,
      completed_at: null,
      closed_at: null,
      updated_at: created,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('order_line')
    .values({ order_id: row.id, company_id: companyId, goods_id: opts.goodsId ?? null, sku_id: null, goods_name: opts.goodsName ?? '测试商品', spec_text: '默认', image: null, unit_price: price, quantity: 1, line_amount: price, order_created_at: created })
    .execute();
  let o = await getOrder(db, companyId, row.id);
  await moveCounters(db, companyId, null, o);
  await log(db, o, { type: 2, name: '买家' }, '下单', '', created);
  const want = opts.status ?? OrderStatus.TO_SHIP;
  if (want === OrderStatus.CLOSED) {
    await db.updateTable('orders').set({ status: OrderStatus.CLOSED, closed_at: now, close_reason: '测试关闭' }).where('id', '=', o.id).execute();
    await moveCounters(db, companyId, o, { ...o, status: OrderStatus.CLOSED });
    return getOrder(db, companyId, o.id);
  }
  if (want >= OrderStatus.TO_SHIP) o = await payOrder(db, o, { type: 2, name: '买家' }, created + 60_000);
  if (want >= OrderStatus.SHIPPED) o = await shipOrder(db, o, { type: 3, name: '系统' }, 'SF', `SF${String(o.id).padStart(10, '0')}`, created + 120_000);
  if (want >= OrderStatus.COMPLETED) o = await confirmOrder(db, o, { type: 2, name: '买家' }, created + 180_000);
  if (opts.afterSale) o = await setAfterSale(db, o, { type: 2, name: '买家' }, AfterSale.IN_PROGRESS);
  return getOrder(db, companyId, o.id);
}
