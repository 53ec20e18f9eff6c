import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../index.ts';

/**
 * Platform activities (docs/activity.md「活动库存」「活动数据」):
 * - mk_activity_entry.released_at: an entry's activity stock is taken out of goods_sku.stock (and goods.stock_total)
 *   at sign-up, so normal sales cannot sell it; activity orders take it from the entry (`sold`). When the entry is
 *   rejected or withdrawn, or its activity ends, what is left (stock − sold) goes back to the goods stock once and
 *   released_at is set. Open entries of an older database are reserved here (at most the SKU's stock; the entry's
 *   stock is cut to what could be reserved); closed ones are marked released.
 * - mk_order_activity_line: one row per order line bought at an activity price (written when the order is paid, by
 *   the pricing engine's commit): the buyer, the units, the line's activity discount with the shop's and the
 *   platform's parts, and what the buyer paid for the line. The per-buyer limit counts these rows of the buyer's
 *   orders that are not closed; the activity's data is read from them. Filled here from the orders of an older
 *   database (activity discount per line exactly as the engine computes it; the line's payable with the order's
 *   other discounts spread in proportion).
 * - activity_goods (the goods area's old, never-written-by-anyone-but-the-seed list) is dropped: the goods' activity
 *   list reads the entries.
 */
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  const pg = dialect === 'postgres';
  const bigId = pg ? sql`bigserial` : sql`integer`;
  const big = pg ? sql`bigint` : sql`integer`;
  const pk = (c: any) => (dialect === 'sqlite' ? c.primaryKey().autoIncrement() : c.primaryKey());

  await db.schema.alterTable('mk_activity_entry').addColumn('released_at', big).execute();
  await db.schema
    .createTable('mk_order_activity_line')
    .addColumn('id', bigId, pk)
    .addColumn('order_id', big, (c) => c.notNull())
    .addColumn('company_id', 'integer', (c) => c.notNull())
    .addColumn('activity_id', big, (c) => c.notNull())
    .addColumn('entry_id', big, (c) => c.notNull())
    .addColumn('buyer_id', big, (c) => c.notNull())
    .addColumn('goods_id', big, (c) => c.notNull())
    .addColumn('sku_id', big, (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('discount', big, (c) => c.notNull())
    .addColumn('shop_amount', big, (c) => c.notNull())
    .addColumn('platform_amount', big, (c) => c.notNull())
    .addColumn('paid_amount', big, (c) => c.notNull())
    .addColumn('paid_at', big, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('mk_order_activity_line_buyer_idx').on('mk_order_activity_line').columns(['entry_id', 'buyer_id']).execute();
  await db.schema.createIndex('mk_order_activity_line_data_idx').on('mk_order_activity_line').columns(['company_id', 'activity_id', 'goods_id', 'paid_at']).execute();
  await db.schema.createIndex('mk_order_activity_line_order_idx').on('mk_order_activity_line').columns(['order_id']).execute();

  // Closed entries never hold stock again.
  await sql`UPDATE mk_activity_entry SET released_at = COALESCE(reviewed_at, created_at) WHERE status IN (2, 3)`.execute(db);
  // Open entries: reserve what is left of their activity stock from the SKU.
  const open = await sql<{ id: number; sku_id: number; goods_id: number; stock: number; sold: number }>`SELECT id, sku_id, goods_id, stock, sold FROM mk_activity_entry WHERE status IN (0, 1) ORDER BY id`.execute(db);
  for (const e of open.rows) {
    const sku = await sql<{ stock: number }>`SELECT stock FROM goods_sku WHERE id = ${e.sku_id}`.execute(db);
    const have = Number(sku.rows[0]?.stock ?? 0);
    const want = Math.max(0, Number(e.stock) - Number(e.sold));
    const take = Math.min(have, want);
    if (take < want) await sql`UPDATE mk_activity_entry SET stock = ${Number(e.sold) + take} WHERE id = ${e.id}`.execute(db);
    if (take > 0) {
      await sql`UPDATE goods_sku SET stock = stock - ${take} WHERE id = ${e.sku_id}`.execute(db);
      await sql`UPDATE goods SET stock_total = stock_total - ${take} WHERE id = ${e.goods_id}`.execute(db);
    }
  }
  // Activity lines of the orders already priced by the engine.
  const lines = await sql<{
    order_id: number;
    company_id: number;
    activity_id: number;
    entry_id: number;
    buyer_id: number;
    goods_id: number;
    sku_id: number;
    quantity: number;
    unit_price: number;
    activity_price: number;
    line_amount: number;
    platform_share_bp: number;
    goods_amount: number;
    discount_amount: number;
    act_amount: number;
    paid_at: number;
  }>`
    SELECT d.order_id, d.company_id, d.source_id AS activity_id, e.id AS entry_id, o.buyer_id, l.goods_id, l.sku_id, l.quantity,
           l.unit_price, e.activity_price, l.line_amount, a.platform_share_bp, o.goods_amount, o.discount_amount, d.amount AS act_amount, d.paid_at
    FROM mk_order_discount d
    JOIN orders o ON o.id = d.order_id
    JOIN order_line l ON l.order_id = d.order_id
    JOIN mk_activity_entry e ON e.activity_id = d.source_id AND e.sku_id = l.sku_id AND e.status = 1
    JOIN mk_activity a ON a.id = d.source_id
    WHERE d.kind = 1 AND l.unit_price > e.activity_price
    ORDER BY d.order_id, l.id`.execute(db);
  for (const r of lines.rows) {
    const discount = (Number(r.unit_price) - Number(r.activity_price)) * r.quantity;
    const platform = Math.round((discount * Math.min(10000, Math.max(0, r.platform_share_bp))) / 10000);
    const after = Number(r.line_amount) - discount;
    const base = Number(r.goods_amount) - Number(r.act_amount);
    const other = Number(r.discount_amount) - Number(r.act_amount);
    const paid = Math.max(0, after - (base > 0 ? Math.round((other * after) / base) : 0));
    await sql`INSERT INTO mk_order_activity_line (order_id, company_id, activity_id, entry_id, buyer_id, goods_id, sku_id, quantity, discount, shop_amount, platform_amount, paid_amount, paid_at)
      VALUES (${r.order_id}, ${r.company_id}, ${r.activity_id}, ${r.entry_id}, ${r.buyer_id}, ${r.goods_id}, ${r.sku_id}, ${r.quantity}, ${discount}, ${discount - platform}, ${platform}, ${paid}, ${r.paid_at})`.execute(db);
  }

  await db.schema.dropTable('activity_goods').execute();
}
