import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../index.ts';

/**
 * Orders, their lines (a snapshot of goods/SKU content at purchase), logistics with tracking events, the operation
 * log, evaluations, export jobs and the per-company status counters the tab counts read.
 *
 * orders.status: 1 待付款, 2 待发货, 3 已发货, 4 已完成, 5 已关闭.
 * orders.after_sale_status: 0 无售后, 1 售后处理中, 2 售后已结束.
 * orders.delivery_type: 1 快递配送, 2 校园配送, 3 到店自提.
 *
 * Every list is keyset-paginated on (created_at desc, id desc); each index below ends with (created_at, id) so that
 * a page at any depth is one index range scan.
 */
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  const pg = dialect === 'postgres';
  const bigId = pg ? sql`bigserial` : sql`integer`;
  const big = pg ? sql`bigint` : sql`integer`;
  const blob = pg ? sql`bytea` : sql`blob`;
  const pk = (c: any) => (dialect === 'sqlite' ? c.primaryKey().autoIncrement() : c.primaryKey());

  await db.schema
    .createTable('orders')
    .addColumn('id', bigId, pk)
    .addColumn('company_id', 'integer', (c) => c.notNull().references('company.id'))
    .addColumn('order_no', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('after_sale_status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('buyer_id', big, (c) => c.notNull())
    .addColumn('buyer_name', 'varchar(50)', (c) => c.notNull())
    .addColumn('buyer_phone', 'varchar(20)', (c) => c.notNull())
    .addColumn('receiver_name', 'varchar(50)', (c) => c.notNull())
    .addColumn('receiver_phone', 'varchar(20)', (c) => c.notNull())
    .addColumn('receiver_address', 'varchar(200)', (c) => c.notNull())
    .addColumn('school', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('campus', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('delivery_type', 'integer', (c) => c.notNull())
    .addColumn('goods_summary', 'varchar(200)', (c) => c.notNull())
    .addColumn('item_count', 'integer', (c) => c.notNull())
    .addColumn('goods_amount', big, (c) => c.notNull())
    .addColumn('freight_amount', big, (c) => c.notNull())
    .addColumn('discount_amount', big, (c) => c.notNull())
    .addColumn('paid_amount', big, (c) => c.notNull())
    .addColumn('buyer_remark', 'varchar(200)')
    .addColumn('merchant_remark', 'varchar(500)')
    .addColumn('close_reason', 'varchar(200)')
    .addColumn('logistics_company', 'varchar(20)')
    .addColumn('tracking_no', 'varchar(40)')
    .addColumn('evaluated', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('ship_by_at', big)
    .addColumn('created_at', big, (c) => c.notNull())
    .addColumn('paid_at', big)
    .addColumn('shipped_at', big)
    .addColumn('completed_at', big)
    .addColumn('closed_at', big)
    .addColumn('updated_at', big, (c) => c.notNull())
    .execute();
  const idx = (name: string, cols: string[]) => db.schema.createIndex(name).on('orders').columns(cols).execute();
  // Tab "全部" and each status tab.
  await idx('orders_company_created_idx', ['company_id', 'created_at', 'id']);
  await idx('orders_company_status_created_idx', ['company_id', 'status', 'created_at', 'id']);
  await idx('orders_company_after_sale_created_idx', ['company_id', 'after_sale_status', 'created_at', 'id']);
  // Filters: each filter has its own (company, value, created_at, id) range, so a filtered page needs no sort; a
  // second condition (campus, status) is checked on the rows of that range.
  await idx('orders_company_buyer_phone_idx', ['company_id', 'buyer_phone', 'created_at', 'id']);
  await idx('orders_company_receiver_idx', ['company_id', 'receiver_name', 'created_at', 'id']);
  await idx('orders_company_school_idx', ['company_id', 'school', 'created_at', 'id']);
  await idx('orders_company_delivery_idx', ['company_id', 'delivery_type', 'created_at', 'id']);
  // Overview: paid amount per day, orders to ship by deadline.
  await idx('orders_company_paid_idx', ['company_id', 'paid_at', 'paid_amount']);
  await idx('orders_company_ship_by_idx', ['company_id', 'status', 'ship_by_at']);

  await db.schema
    .createTable('order_line')
    .addColumn('id', bigId, pk)
    .addColumn('order_id', big, (c) => c.notNull().references('orders.id'))
    .addColumn('company_id', 'integer', (c) => c.notNull())
    .addColumn('goods_id', big)
    .addColumn('sku_id', big)
    .addColumn('goods_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('spec_text', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('image', 'varchar(500)')
    .addColumn('unit_price', big, (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('line_amount', big, (c) => c.notNull())
    // The order's creation time, copied so that the goods filter pages on this table's own index.
    .addColumn('order_created_at', big, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('order_line_order_idx').on('order_line').columns(['order_id']).execute();
  await db.schema.createIndex('order_line_goods_idx').on('order_line').columns(['company_id', 'goods_id', 'order_created_at', 'order_id']).execute();

  await db.schema
    .createTable('order_counter')
    .addColumn('company_id', 'integer', (c) => c.notNull())
    // 1-5: orders.status; 6: after_sale_status = 1 (售后中).
    .addColumn('tab', 'integer', (c) => c.notNull())
    .addColumn('n', big, (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('order_counter_pk', ['company_id', 'tab'])
    .execute();

  await db.schema
    .createTable('logistics_event')
    .addColumn('id', bigId, pk)
    .addColumn('order_id', big, (c) => c.notNull().references('orders.id'))
    .addColumn('time', big, (c) => c.notNull())
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('description', 'varchar(200)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('logistics_event_order_idx').on('logistics_event').columns(['order_id', 'time']).execute();

  await db.schema
    .createTable('order_log')
    .addColumn('id', bigId, pk)
    .addColumn('order_id', big, (c) => c.notNull().references('orders.id'))
    .addColumn('company_id', 'integer', (c) => c.notNull())
    .addColumn('actor_type', 'integer', (c) => c.notNull()) // 1 商家, 2 买家, 3 系统
    .addColumn('actor_name', 'varchar(50)', (c) => c.notNull())
    .addColumn('action', 'varchar(30)', (c) => c.notNull())
    .addColumn('detail', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', big, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('order_log_order_idx').on('order_log').columns(['order_id', 'created_at']).execute();

  await db.schema
    .createTable('evaluation')
    .addColumn('id', bigId, pk)
    .addColumn('company_id', 'integer', (c) => c.notNull())
    .addColumn('order_id', big, (c) => c.notNull().references('orders.id'))
    .addColumn('order_line_id', big, (c) => c.notNull().unique())
    .addColumn('goods_id', big)
    .addColumn('goods_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('spec_text', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('buyer_nick', 'varchar(50)', (c) => c.notNull())
    .addColumn('rating', 'integer', (c) => c.notNull())
    .addColumn('content', 'varchar(500)', (c) => c.notNull())
    .addColumn('images', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('has_images', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('reply', 'varchar(500)')
    .addColumn('reply_user_id', 'integer')
    .addColumn('replied_at', big)
    .addColumn('reply_updated_at', big)
    .addColumn('report_status', 'integer', (c) => c.notNull().defaultTo(0)) // 0 未举报, 1 已举报待平台处理
    .addColumn('report_reason', 'varchar(200)')
    .addColumn('reported_at', big)
    .addColumn('created_at', big, (c) => c.notNull())
    .execute();
  const eidx = (name: string, cols: string[]) => db.schema.createIndex(name).on('evaluation').columns(cols).execute();
  await eidx('evaluation_company_created_idx', ['company_id', 'created_at', 'id']);
  await eidx('evaluation_company_rating_idx', ['company_id', 'rating', 'created_at', 'id']);
  await eidx('evaluation_company_images_idx', ['company_id', 'has_images', 'created_at', 'id']);

  await db.schema
    .createTable('order_export_job')
    .addColumn('id', bigId, pk)
    .addColumn('company_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('filter', 'text', (c) => c.notNull())
    .addColumn('reveal', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'integer', (c) => c.notNull()) // 0 排队中, 1 导出中, 2 已完成, 3 失败
    .addColumn('total', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('done', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('file_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('content', blob)
    .addColumn('error', 'varchar(200)')
    .addColumn('created_at', big, (c) => c.notNull())
    .addColumn('finished_at', big)
    .execute();
  await db.schema.createIndex('order_export_job_company_idx').on('order_export_job').columns(['company_id', 'id']).execute();
}
