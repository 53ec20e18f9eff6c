import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../index.ts';

/**
 * Goods: the platform category tree with the qualifications (aptitudes) each category requires, goods and their
 * SKUs, delivery templates, brands, the company's qualifications, virtual card batches and codes, and activity
 * participation. Orders never reference these rows for their content: an order line keeps a snapshot (title,
 * spec text, price) and only remembers goods_id / sku_id for links.
 *
 * goods.status: 1 在售, 2 仓库中, 3 审核中, 4 审核驳回 (售罄 = status 1 and stock_total 0, derived).
 * goods_sku.status: 1 active, 0 archived (a spec change archives SKUs instead of deleting them).
 */
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  const pg = dialect === 'postgres';
  const id = pg ? sql`serial` : sql`integer`;
  const bigId = pg ? sql`bigserial` : sql`integer`;
  const big = pg ? sql`bigint` : sql`integer`;
  const pk = (c: any) => (dialect === 'sqlite' ? c.primaryKey().autoIncrement() : c.primaryKey());

  await db.schema
    .createTable('category')
    .addColumn('id', id, pk)
    .addColumn('parent_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('level', 'integer', (c) => c.notNull())
    .addColumn('name', 'varchar(50)', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('category_parent_idx').on('category').columns(['parent_id', 'sort']).execute();

  // Qualifications a category may require (platform data) and those a company holds.
  await db.schema
    .createTable('aptitude')
    .addColumn('id', id, pk)
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('description', 'varchar(300)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .createTable('category_aptitude')
    .addColumn('category_id', 'integer', (c) => c.notNull().references('category.id'))
    .addColumn('aptitude_id', 'integer', (c) => c.notNull().references('aptitude.id'))
    .addColumn('required', 'integer', (c) => c.notNull().defaultTo(1))
    .addPrimaryKeyConstraint('category_aptitude_pk', ['category_id', 'aptitude_id'])
    .execute();
  /** status: 1 审核中, 2 已通过, 3 已驳回 (已过期 is derived from expire_at). */
  await db.schema
    .createTable('company_aptitude')
    .addColumn('id', id, pk)
    .addColumn('company_id', 'integer', (c) => c.notNull().references('company.id'))
    .addColumn('aptitude_id', 'integer', (c) => c.notNull().references('aptitude.id'))
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('cert_no', 'varchar(64)')
    .addColumn('expire_at', big)
    .addColumn('created_at', big, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('company_aptitude_idx').on('company_aptitude').columns(['company_id', 'aptitude_id']).unique().execute();

  /** charge_type: 1 包邮, 2 按件计费, 3 按重量计费. Fees in fen. */
  await db.schema
    .createTable('delivery_template')
    .addColumn('id', id, pk)
    .addColumn('company_id', 'integer', (c) => c.notNull().references('company.id'))
    .addColumn('name', 'varchar(50)', (c) => c.notNull())
    .addColumn('charge_type', 'integer', (c) => c.notNull())
    .addColumn('first_fee', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('extra_fee', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', big, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('delivery_template_company_idx').on('delivery_template').column('company_id').execute();

  await db.schema
    .createTable('goods')
    .addColumn('id', bigId, pk)
    .addColumn('company_id', 'integer', (c) => c.notNull().references('company.id'))
    .addColumn('category_id', 'integer', (c) => c.notNull().references('category.id'))
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('main_image', 'varchar(500)')
    .addColumn('price_min', big, (c) => c.notNull().defaultTo(0))
    .addColumn('price_max', big, (c) => c.notNull().defaultTo(0))
    .addColumn('stock_total', big, (c) => c.notNull().defaultTo(0))
    .addColumn('sales', big, (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', big, (c) => c.notNull())
    .addColumn('updated_at', big, (c) => c.notNull())
    .addColumn('deleted_at', big)
    // Added by the goods issue.
    .addColumn('goods_type', 'integer', (c) => c.notNull().defaultTo(1)) // 1 实物, 2 虚拟卡券
    .addColumn('code', 'varchar(64)')
    .addColumn('selling_points', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('images_json', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('video_url', 'varchar(500)')
    .addColumn('detail_html', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('specs_json', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('delivery_template_id', 'integer')
    .addColumn('limit_per_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('limit_per_user', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('shelf_mode', 'integer', (c) => c.notNull().defaultTo(1)) // 1 立即上架, 2 定时上架, 3 放入仓库
    .addColumn('shelf_at', big)
    .addColumn('review_reason', 'varchar(200)')
    // Set when the platform passes the review; an edit clears it, so off-shelf goods re-list without a new review.
    .addColumn('approved_at', big)
    .execute();
  await db.schema.createIndex('goods_company_status_idx').on('goods').columns(['company_id', 'status', 'id']).execute();
  await db.schema.createIndex('goods_company_created_idx').on('goods').columns(['company_id', 'created_at', 'id']).execute();
  // Status-tab counts and list totals read only this index (no table lookups), whatever the number of goods.
  await db.schema.createIndex('goods_company_tab_idx').on('goods').columns(['company_id', 'status', 'stock_total', 'deleted_at']).execute();
  // Keyset pages for the other sort keys of the list.
  for (const col of ['price_min', 'stock_total', 'sales']) {
    await db.schema.createIndex(`goods_company_${col}_idx`).on('goods').columns(['company_id', col, 'id']).execute();
  }

  await db.schema
    .createTable('goods_sku')
    .addColumn('id', bigId, pk)
    .addColumn('goods_id', big, (c) => c.notNull().references('goods.id'))
    .addColumn('company_id', 'integer', (c) => c.notNull())
    .addColumn('spec_json', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('spec_text', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('price', big, (c) => c.notNull())
    .addColumn('original_price', big)
    .addColumn('cost_price', big)
    .addColumn('stock', big, (c) => c.notNull().defaultTo(0))
    .addColumn('code', 'varchar(64)')
    .addColumn('weight_g', 'integer')
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', big, (c) => c.notNull())
    .addColumn('updated_at', big, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('goods_sku_goods_idx').on('goods_sku').columns(['goods_id', 'status']).execute();
  await db.schema.createIndex('goods_sku_company_stock_idx').on('goods_sku').columns(['company_id', 'status', 'stock']).execute();
  await db.schema.createIndex('goods_sku_company_code_idx').on('goods_sku').columns(['company_id', 'code']).execute();

  /** brand_type 1 自有 2 授权 3 农产品; auth_type 1 品牌授权 2 一级代理; status 0 审核中 1 通过 -1 驳回. */
  await db.schema
    .createTable('brand')
    .addColumn('id', id, pk)
    .addColumn('company_id', 'integer', (c) => c.notNull().references('company.id'))
    .addColumn('name', 'varchar(50)', (c) => c.notNull())
    .addColumn('logo_url', 'varchar(500)')
    .addColumn('brand_type', 'integer', (c) => c.notNull())
    .addColumn('auth_type', 'integer')
    .addColumn('trademark_no', 'varchar(32)', (c) => c.notNull())
    .addColumn('trademark_urls_json', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('auth_urls_json', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('valid_from', big)
    .addColumn('valid_to', big)
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('reason', 'varchar(200)')
    .addColumn('created_at', big, (c) => c.notNull())
    .addColumn('updated_at', big, (c) => c.notNull())
    .addColumn('reviewed_at', big)
    .execute();
  await db.schema.createIndex('brand_company_idx').on('brand').columns(['company_id', 'id']).execute();

  await db.schema
    .createTable('card_batch')
    .addColumn('id', id, pk)
    .addColumn('company_id', 'integer', (c) => c.notNull().references('company.id'))
    .addColumn('goods_id', big, (c) => c.notNull().references('goods.id'))
    .addColumn('name', 'varchar(50)', (c) => c.notNull())
    .addColumn('valid_to', big)
    .addColumn('remark', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', big, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('card_batch_company_idx').on('card_batch').columns(['company_id', 'goods_id']).execute();
  /** status: 0 未发放, 1 已发放, 2 已核销. A code is unique within a company. */
  await db.schema
    .createTable('card_code')
    .addColumn('id', bigId, pk)
    .addColumn('company_id', 'integer', (c) => c.notNull())
    .addColumn('batch_id', 'integer', (c) => c.notNull().references('card_batch.id'))
    .addColumn('code', 'varchar(64)', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('order_no', 'varchar(32)')
    .addColumn('delivered_at', big)
    .addColumn('redeemed_at', big)
    .addColumn('created_at', big, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('card_code_company_code_idx').on('card_code').columns(['company_id', 'code']).unique().execute();
  await db.schema.createIndex('card_code_batch_idx').on('card_code').columns(['batch_id', 'id']).execute();

  /** activity_type: 21 校园拼团, 2 限时秒杀, 4 折扣专区; state: 1 报名审核中, 2 未开始, 3 进行中, 4 已结束, 5 未通过. */
  await db.schema
    .createTable('activity_goods')
    .addColumn('id', id, pk)
    .addColumn('company_id', 'integer', (c) => c.notNull().references('company.id'))
    .addColumn('goods_id', big, (c) => c.notNull().references('goods.id'))
    .addColumn('activity_id', 'integer', (c) => c.notNull())
    .addColumn('activity_type', 'integer', (c) => c.notNull())
    .addColumn('activity_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('activity_price', big, (c) => c.notNull())
    .addColumn('activity_stock', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('state', 'integer', (c) => c.notNull())
    .addColumn('start_at', big, (c) => c.notNull())
    .addColumn('end_at', big, (c) => c.notNull())
    .addColumn('created_at', big, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('activity_goods_company_idx').on('activity_goods').columns(['company_id', 'id']).execute();
}
