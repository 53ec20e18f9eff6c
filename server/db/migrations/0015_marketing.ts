import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Dialect } from '../index.ts';

/**
 * Marketing (docs/activity.md): coupons and their claims, full reductions, platform activities and the shop's
 * entries, and the discounts each paid order carried (what the pricing engine decided).
 *
 * mk_coupon.type: 1 满减券, 2 折扣券, 3 无门槛券. valid_kind: 1 fixed dates (valid_start..valid_end), 2 N days after
 *   claiming (valid_days). scope: 1 shop-wide, 2 chosen goods (goods_ids_json). audience: 1 all buyers, 2 new buyers,
 *   3 returning buyers. shop_share_bp: the shop's share of each use (the platform funds the rest). claimed/used and
 *   the daily rows move in the same transaction as each claim and use, so statistics never scan claims.
 *   Claiming is `claimed = claimed + 1 where claimed < total`: concurrent claims never give out more than total.
 * mk_coupon_claim.status: 1 未使用, 2 已使用.
 * mk_full_reduction.tiers_json: [{threshold, off}] ascending, 1-5 tiers. scope 1 shop-wide, 2 chosen goods.
 *   mk_full_reduction_goods has one row per (full reduction, goods), goods_id 0 for shop-wide: the overlap check.
 * mk_activity.type: 21 校园团, 2 秒杀, 4 折扣专区; rules_json per type. mk_activity_entry.status: 0 待审核,
 *   1 已通过, 2 已驳回, 3 已撤回; stock is reserved from goods_sku.stock at sign-up and sold counts what orders took.
 * mk_order_discount: one row per discount an order carried (kind 1 activity, 2 full reduction, 3 coupon; source_id
 *   the activity, full reduction or coupon), with the shop's and the platform's parts.
 */
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  const pg = dialect === 'postgres';
  const bigId = pg ? sql`bigserial` : sql`integer`;
  const big = pg ? sql`bigint` : sql`integer`;
  const pk = (c: any) => (dialect === 'sqlite' ? c.primaryKey().autoIncrement() : c.primaryKey());

  await db.schema
    .createTable('mk_coupon')
    .addColumn('id', bigId, pk)
    .addColumn('company_id', 'integer', (c) => c.notNull().references('company.id'))
    .addColumn('name', 'varchar(30)', (c) => c.notNull())
    .addColumn('type', 'integer', (c) => c.notNull())
    .addColumn('threshold', big, (c) => c.notNull())
    .addColumn('face_value', big, (c) => c.notNull())
    .addColumn('rate_bp', 'integer', (c) => c.notNull())
    .addColumn('max_off', big)
    .addColumn('total', 'integer', (c) => c.notNull())
    .addColumn('claimed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('used', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('per_buyer_limit', 'integer', (c) => c.notNull())
    .addColumn('claim_start', big, (c) => c.notNull())
    .addColumn('claim_end', big, (c) => c.notNull())
    .addColumn('valid_kind', 'integer', (c) => c.notNull())
    .addColumn('valid_start', big)
    .addColumn('valid_end', big)
    .addColumn('valid_days', 'integer')
    .addColumn('scope', 'integer', (c) => c.notNull())
    .addColumn('goods_ids_json', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('audience', 'integer', (c) => c.notNull())
    .addColumn('shop_share_bp', 'integer', (c) => c.notNull())
    .addColumn('stopped_at', big)
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', big, (c) => c.notNull())
    .addColumn('updated_at', big, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('mk_coupon_list_idx').on('mk_coupon').columns(['company_id', 'id']).execute();

  await db.schema
    .createTable('mk_coupon_claim')
    .addColumn('id', bigId, pk)
    .addColumn('coupon_id', big, (c) => c.notNull())
    .addColumn('company_id', 'integer', (c) => c.notNull())
    .addColumn('buyer_id', big, (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('valid_from', big, (c) => c.notNull())
    .addColumn('valid_to', big, (c) => c.notNull())
    .addColumn('claimed_at', big, (c) => c.notNull())
    .addColumn('used_at', big)
    .addColumn('order_id', big)
    .addColumn('discount', big, (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('mk_coupon_claim_buyer_idx').on('mk_coupon_claim').columns(['company_id', 'buyer_id', 'status', 'valid_to']).execute();
  await db.schema.createIndex('mk_coupon_claim_coupon_idx').on('mk_coupon_claim').columns(['coupon_id', 'buyer_id']).execute();

  await db.schema
    .createTable('mk_coupon_daily')
    .addColumn('coupon_id', big, (c) => c.notNull())
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('company_id', 'integer', (c) => c.notNull())
    .addColumn('claimed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('used', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('paid_amount', big, (c) => c.notNull().defaultTo(0))
    .addColumn('cost', big, (c) => c.notNull().defaultTo(0))
    .addColumn('shop_cost', big, (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('mk_coupon_daily_pk', ['coupon_id', 'day'])
    .execute();

  await db.schema
    .createTable('mk_full_reduction')
    .addColumn('id', bigId, pk)
    .addColumn('company_id', 'integer', (c) => c.notNull().references('company.id'))
    .addColumn('name', 'varchar(30)', (c) => c.notNull())
    .addColumn('tiers_json', 'text', (c) => c.notNull())
    .addColumn('free_shipping', 'integer', (c) => c.notNull())
    .addColumn('scope', 'integer', (c) => c.notNull())
    .addColumn('start_at', big, (c) => c.notNull())
    .addColumn('end_at', big, (c) => c.notNull())
    .addColumn('stopped_at', big)
    .addColumn('orders', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('discount_total', big, (c) => c.notNull().defaultTo(0))
    .addColumn('paid_total', big, (c) => c.notNull().defaultTo(0))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', big, (c) => c.notNull())
    .addColumn('updated_at', big, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('mk_full_reduction_list_idx').on('mk_full_reduction').columns(['company_id', 'id']).execute();
  await db.schema
    .createTable('mk_full_reduction_goods')
    .addColumn('full_reduction_id', big, (c) => c.notNull())
    .addColumn('company_id', 'integer', (c) => c.notNull())
    .addColumn('goods_id', big, (c) => c.notNull())
    .addPrimaryKeyConstraint('mk_full_reduction_goods_pk', ['full_reduction_id', 'goods_id'])
    .execute();
  await db.schema.createIndex('mk_full_reduction_goods_idx').on('mk_full_reduction_goods').columns(['company_id', 'goods_id']).execute();

  await db.schema
    .createTable('mk_activity')
    .addColumn('id', bigId, pk)
    .addColumn('type', 'integer', (c) => c.notNull())
    .addColumn('name', 'varchar(50)', (c) => c.notNull())
    .addColumn('description', 'varchar(500)', (c) => c.notNull())
    .addColumn('signup_start', big, (c) => c.notNull())
    .addColumn('signup_end', big, (c) => c.notNull())
    .addColumn('start_at', big, (c) => c.notNull())
    .addColumn('end_at', big, (c) => c.notNull())
    .addColumn('rules_json', 'text', (c) => c.notNull())
    .addColumn('platform_share_bp', 'integer', (c) => c.notNull())
    .addColumn('created_at', big, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('mk_activity_type_idx').on('mk_activity').columns(['type', 'start_at', 'id']).execute();
  await db.schema
    .createTable('mk_activity_entry')
    .addColumn('id', bigId, pk)
    .addColumn('activity_id', big, (c) => c.notNull())
    .addColumn('company_id', 'integer', (c) => c.notNull().references('company.id'))
    .addColumn('goods_id', big, (c) => c.notNull())
    .addColumn('sku_id', big, (c) => c.notNull())
    .addColumn('goods_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('spec_text', 'varchar(200)', (c) => c.notNull())
    .addColumn('goods_price', big, (c) => c.notNull())
    .addColumn('activity_price', big, (c) => c.notNull())
    .addColumn('stock', 'integer', (c) => c.notNull())
    .addColumn('sold', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('per_buyer_limit', 'integer', (c) => c.notNull())
    .addColumn('extra_json', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('review_note', 'varchar(200)')
    .addColumn('reviewed_at', big)
    .addColumn('created_at', big, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('mk_activity_entry_company_idx').on('mk_activity_entry').columns(['company_id', 'activity_id', 'id']).execute();
  await db.schema.createIndex('mk_activity_entry_sku_idx').on('mk_activity_entry').columns(['sku_id', 'status']).execute();

  await db.schema
    .createTable('mk_order_discount')
    .addColumn('id', bigId, pk)
    .addColumn('order_id', big, (c) => c.notNull())
    .addColumn('company_id', 'integer', (c) => c.notNull())
    .addColumn('kind', 'integer', (c) => c.notNull())
    .addColumn('source_id', big, (c) => c.notNull())
    .addColumn('amount', big, (c) => c.notNull())
    .addColumn('shop_amount', big, (c) => c.notNull())
    .addColumn('platform_amount', big, (c) => c.notNull())
    .addColumn('paid_at', big, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('mk_order_discount_order_idx').on('mk_order_discount').columns(['order_id']).execute();
  await db.schema.createIndex('mk_order_discount_source_idx').on('mk_order_discount').columns(['company_id', 'kind', 'source_id', 'paid_at']).execute();
}
