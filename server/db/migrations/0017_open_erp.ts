import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../index.ts';

/**
 * The ERP open platform (docs/open-erp.md).
 *
 * erp_app: a signed caller of /open/v1. kind 1 = an ERP vendor's own credential (company_id null, scope `auth`:
 *   it may only ask for authorizations); kind 2 = the app an authorization created, bound to one shop and its scopes.
 *   status 1 active, 0 revoked (unbind). rate_per_min is the app's own limit.
 * erp_auth_request: an authorization an ERP asked for (state + code, both in the confirmation link); status 0 待确认,
 *   1 已确认 (app created), 2 已领取 (the ERP fetched its credentials), 3 已过期/已拒绝.
 * erp_auth: the shop's authorization state per vendor (ErpAuthStatus). erp_shop_config: one row per shop.
 * erp_abutment / erp_form / erp_form_log: the docking application and its handling.
 * erp_nonce: nonces seen in the last 10 minutes, per app (a replay is refused by the primary key).
 * erp_rate: requests per app per minute window. erp_call_log: refused calls and failed lines, for the page's errors.
 * erp_sku_code: the merchant codes the ERP has reported (stock pushes), for checkErpGoodsInfo's problem 3.
 */
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  const pg = dialect === 'postgres';
  const bigId = pg ? sql`bigserial` : sql`integer`;
  const big = pg ? sql`bigint` : sql`integer`;
  const pk = (c: any) => (dialect === 'sqlite' ? c.primaryKey().autoIncrement() : c.primaryKey());

  await db.schema
    .createTable('erp_app')
    .addColumn('id', bigId, pk)
    .addColumn('kind', 'integer', (c) => c.notNull())
    .addColumn('company_id', 'integer', (c) => c.references('company.id'))
    .addColumn('vendor', 'varchar(20)', (c) => c.notNull())
    .addColumn('app_key', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('app_secret', 'varchar(128)', (c) => c.notNull())
    .addColumn('scopes', 'varchar(200)', (c) => c.notNull())
    .addColumn('rate_per_min', 'integer', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('created_at', big, (c) => c.notNull())
    .addColumn('revoked_at', big)
    .execute();
  await db.schema.createIndex('erp_app_company_idx').on('erp_app').columns(['company_id', 'vendor', 'status']).execute();

  await db.schema
    .createTable('erp_auth_request')
    .addColumn('id', bigId, pk)
    .addColumn('vendor', 'varchar(20)', (c) => c.notNull())
    .addColumn('state', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('code', 'varchar(64)', (c) => c.notNull())
    .addColumn('scopes', 'varchar(200)', (c) => c.notNull())
    .addColumn('vendor_shop_id', 'varchar(64)')
    .addColumn('company_id', 'integer', (c) => c.references('company.id'))
    .addColumn('app_id', big)
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('created_at', big, (c) => c.notNull())
    .addColumn('expire_at', big, (c) => c.notNull())
    .addColumn('confirmed_at', big)
    .execute();

  await db.schema
    .createTable('erp_auth')
    .addColumn('company_id', 'integer', (c) => c.notNull().references('company.id'))
    .addColumn('vendor', 'varchar(20)', (c) => c.notNull())
    .addColumn('auth_status', 'integer', (c) => c.notNull())
    .addColumn('vendor_shop_id', 'varchar(64)')
    .addColumn('vendor_shop_name', 'varchar(100)')
    .addColumn('authorized_at', big)
    .addColumn('expire_at', big)
    .addColumn('fail_reason', 'varchar(500)')
    .addColumn('updated_at', big, (c) => c.notNull())
    .addPrimaryKeyConstraint('erp_auth_pk', ['company_id', 'vendor'])
    .execute();

  await db.schema
    .createTable('erp_shop_config')
    .addColumn('company_id', 'integer', (c) => c.primaryKey().references('company.id'))
    .addColumn('vendor', 'varchar(20)')
    .addColumn('sync_goods', 'integer', (c) => c.notNull())
    .addColumn('sync_stock', 'integer', (c) => c.notNull())
    .addColumn('sync_orders', 'integer', (c) => c.notNull())
    .addColumn('sync_after_sale', 'integer', (c) => c.notNull())
    .addColumn('warehouse_code', 'varchar(64)')
    .addColumn('stock_sync_mode', 'integer', (c) => c.notNull())
    .addColumn('order_push_delay_minutes', 'integer', (c) => c.notNull())
    .addColumn('last_sync_at', big)
    .addColumn('updated_at', big)
    .execute();

  await db.schema
    .createTable('erp_abutment')
    .addColumn('id', bigId, pk)
    .addColumn('company_id', 'integer', (c) => c.notNull().references('company.id'))
    .addColumn('abutment_type', 'integer', (c) => c.notNull())
    .addColumn('vendor', 'varchar(20)')
    .addColumn('partner', 'varchar(20)')
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('form_id', big)
    .addColumn('contact_name', 'varchar(20)', (c) => c.notNull())
    .addColumn('contact_phone', 'varchar(20)', (c) => c.notNull())
    .addColumn('reject_reason', 'varchar(500)')
    .addColumn('applied_at', big, (c) => c.notNull())
    .addColumn('confirmed_at', big)
    .addColumn('updated_at', big, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('erp_abutment_company_idx').on('erp_abutment').columns(['company_id', 'id']).execute();

  await db.schema
    .createTable('erp_form')
    .addColumn('id', bigId, pk)
    .addColumn('company_id', 'integer', (c) => c.notNull().references('company.id'))
    .addColumn('form_no', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('abutment_type', 'integer', (c) => c.notNull())
    .addColumn('vendor', 'varchar(20)')
    .addColumn('partner', 'varchar(20)')
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('abutment_id', big)
    .addColumn('vendor_shop_id', 'varchar(64)')
    .addColumn('contact_name', 'varchar(20)', (c) => c.notNull())
    .addColumn('contact_phone', 'varchar(20)', (c) => c.notNull())
    .addColumn('remark', 'varchar(500)')
    .addColumn('reply', 'varchar(500)')
    .addColumn('created_at', big, (c) => c.notNull())
    .addColumn('updated_at', big, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('erp_form_company_idx').on('erp_form').columns(['company_id', 'created_at', 'id']).execute();

  await db.schema
    .createTable('erp_form_log')
    .addColumn('id', bigId, pk)
    .addColumn('form_id', big, (c) => c.notNull())
    .addColumn('company_id', 'integer', (c) => c.notNull().references('company.id'))
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('operator', 'varchar(50)', (c) => c.notNull())
    .addColumn('remark', 'varchar(500)')
    .addColumn('at', big, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('erp_form_log_form_idx').on('erp_form_log').columns(['form_id', 'id']).execute();

  await db.schema
    .createTable('erp_nonce')
    .addColumn('app_id', big, (c) => c.notNull())
    .addColumn('nonce', 'varchar(64)', (c) => c.notNull())
    .addColumn('at', big, (c) => c.notNull())
    .addPrimaryKeyConstraint('erp_nonce_pk', ['app_id', 'nonce'])
    .execute();
  await db.schema.createIndex('erp_nonce_at_idx').on('erp_nonce').columns(['at']).execute();

  await db.schema
    .createTable('erp_rate')
    .addColumn('app_id', big, (c) => c.notNull())
    .addColumn('window_start', big, (c) => c.notNull())
    .addColumn('n', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('erp_rate_pk', ['app_id', 'window_start'])
    .execute();

  await db.schema
    .createTable('erp_call_log')
    .addColumn('id', bigId, pk)
    .addColumn('company_id', 'integer', (c) => c.notNull().references('company.id'))
    .addColumn('app_id', big)
    .addColumn('api', 'varchar(50)', (c) => c.notNull())
    .addColumn('msg', 'varchar(500)', (c) => c.notNull())
    .addColumn('at', big, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('erp_call_log_company_idx').on('erp_call_log').columns(['company_id', 'id']).execute();

  await db.schema
    .createTable('erp_sku_code')
    .addColumn('company_id', 'integer', (c) => c.notNull().references('company.id'))
    .addColumn('code', 'varchar(64)', (c) => c.notNull())
    .addColumn('at', big, (c) => c.notNull())
    .addPrimaryKeyConstraint('erp_sku_code_pk', ['company_id', 'code'])
    .execute();

  // The open API's incremental order search: (company, updated_at, id) keyset.
  await db.schema.createIndex('orders_company_updated_idx').on('orders').columns(['company_id', 'updated_at', 'id']).execute();
}
