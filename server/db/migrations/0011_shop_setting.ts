import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../index.ts';

/**
 * Shop settings (docs/shop-setting.md): freight templates grow units, free-shipping thresholds and per-destination
 * rules (regions of the national division code, campus zones of the platform's campus directory with delivery time
 * slots); the shop's profile, ship-from address and delivery promise; delayed-shipping declarations; announcements;
 * registered trademarks.
 *
 * delivery_template (0003): charge_type 1 包邮, 2 按件, 3 按重量. first_unit/extra_unit are pieces (按件) or grams
 * (按重量); free_over_amount (fen) / free_over_count (pieces) null when unused.
 * delivery_template_rule.kind: 1 地区 (codes_json: GB/T 2260 codes of provinces, cities or districts), 2 校园配送区
 * (codes_json: campus_place ids of schools, campuses or buildings; slots_json: [{start:'HH:mm', end:'HH:mm'}]).
 * campus_place.level: 1 学校, 2 校区, 3 宿舍楼 (platform reference data).
 * shop_delay.status: 1 生效, 0 已撤销. shop_announcement.status: 1 正常, 0 已下线.
 */
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  const pg = dialect === 'postgres';
  const bigId = pg ? sql`bigserial` : sql`integer`;
  const big = pg ? sql`bigint` : sql`integer`;
  const pk = (c: any) => (dialect === 'sqlite' ? c.primaryKey().autoIncrement() : c.primaryKey());

  await db.schema.alterTable('delivery_template').addColumn('first_unit', 'integer', (c) => c.notNull().defaultTo(1)).execute();
  await db.schema.alterTable('delivery_template').addColumn('extra_unit', 'integer', (c) => c.notNull().defaultTo(1)).execute();
  await db.schema.alterTable('delivery_template').addColumn('free_over_amount', big).execute();
  await db.schema.alterTable('delivery_template').addColumn('free_over_count', 'integer').execute();
  await db.schema.alterTable('delivery_template').addColumn('updated_at', big).execute();
  // Weight templates of 0003 priced per kilogram: their units are 1,000 g.
  await db.updateTable('delivery_template').set({ first_unit: 1000, extra_unit: 1000 }).where('charge_type', '=', 3).execute();

  await db.schema
    .createTable('delivery_template_rule')
    .addColumn('id', bigId, pk)
    .addColumn('template_id', 'integer', (c) => c.notNull().references('delivery_template.id'))
    .addColumn('company_id', 'integer', (c) => c.notNull())
    .addColumn('kind', 'integer', (c) => c.notNull())
    .addColumn('codes_json', 'text', (c) => c.notNull())
    .addColumn('first_unit', 'integer', (c) => c.notNull())
    .addColumn('first_fee', 'integer', (c) => c.notNull())
    .addColumn('extra_unit', 'integer', (c) => c.notNull())
    .addColumn('extra_fee', 'integer', (c) => c.notNull())
    .addColumn('slots_json', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('delivery_template_rule_tpl_idx').on('delivery_template_rule').columns(['template_id', 'sort']).execute();

  await db.schema
    .createTable('campus_place')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('parent_id', 'integer', (c) => c.notNull())
    .addColumn('level', 'integer', (c) => c.notNull())
    .addColumn('name', 'varchar(50)', (c) => c.notNull())
    .addColumn('region_code', 'varchar(6)')
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('campus_place_parent_idx').on('campus_place').columns(['parent_id', 'sort']).execute();

  await db.schema
    .createTable('shop_profile')
    .addColumn('company_id', 'integer', (c) => c.primaryKey())
    .addColumn('logo_url', 'varchar(500)')
    .addColumn('intro', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('service_phone', 'varchar(20)')
    .addColumn('business_hours_json', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('ship_from_json', 'text')
    .addColumn('ship_promise_hours', 'integer', (c) => c.notNull().defaultTo(48))
    .addColumn('updated_at', big, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('shop_delay')
    .addColumn('id', bigId, pk)
    .addColumn('company_id', 'integer', (c) => c.notNull())
    .addColumn('reason', 'varchar(100)', (c) => c.notNull())
    .addColumn('start_at', big, (c) => c.notNull())
    .addColumn('end_at', big, (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('created_by', 'integer')
    .addColumn('created_at', big, (c) => c.notNull())
    .addColumn('cancelled_at', big)
    .execute();
  await db.schema.createIndex('shop_delay_company_idx').on('shop_delay').columns(['company_id', 'status', 'start_at']).execute();

  await db.schema
    .createTable('shop_announcement')
    .addColumn('id', bigId, pk)
    .addColumn('company_id', 'integer', (c) => c.notNull())
    .addColumn('title', 'varchar(30)', (c) => c.notNull())
    .addColumn('content', 'varchar(500)', (c) => c.notNull())
    .addColumn('start_at', big, (c) => c.notNull())
    .addColumn('end_at', big)
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('created_at', big, (c) => c.notNull())
    .addColumn('updated_at', big, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('shop_announcement_company_idx').on('shop_announcement').columns(['company_id', 'start_at']).execute();

  await db.schema
    .createTable('shop_trademark')
    .addColumn('id', bigId, pk)
    .addColumn('company_id', 'integer', (c) => c.notNull())
    .addColumn('name', 'varchar(50)', (c) => c.notNull())
    .addColumn('reg_no', 'varchar(20)', (c) => c.notNull())
    .addColumn('class_no', 'integer', (c) => c.notNull())
    .addColumn('holder', 'varchar(100)', (c) => c.notNull())
    .addColumn('valid_from', big, (c) => c.notNull())
    .addColumn('valid_to', big, (c) => c.notNull())
    .addColumn('doc_urls_json', 'text', (c) => c.notNull())
    .addColumn('brand_id', 'integer')
    .addColumn('created_at', big, (c) => c.notNull())
    .addColumn('updated_at', big, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('shop_trademark_company_idx').on('shop_trademark').columns(['company_id', 'reg_no', 'class_no']).unique().execute();
}
