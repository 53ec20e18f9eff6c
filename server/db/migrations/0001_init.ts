import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../index.ts';

/** Columns whose SQL type differs between SQLite and PostgreSQL. */
function types(dialect: Dialect) {
  const pg = dialect === 'postgres';
  return {
    id: pg ? sql`serial` : sql`integer`,
    bigId: pg ? sql`bigserial` : sql`integer`,
    time: pg ? sql`bigint` : sql`integer`,
  };
}

export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  const t = types(dialect);
  const pk = (c: any) => (dialect === 'sqlite' ? c.primaryKey().autoIncrement() : c.primaryKey());

  await db.schema
    .createTable('company')
    .addColumn('id', t.id, pk)
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('shop_name', 'varchar(100)')
    .addColumn('company_type', 'integer', (c) => c.notNull())
    .addColumn('show_luyan_menu', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('ready_status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('review_status', 'integer', (c) => c.notNull().defaultTo(-2))
    .addColumn('draft_status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('review_reason', 'varchar(500)')
    .addColumn('submitted_at', t.time)
    .addColumn('reviewed_at', t.time)
    .addColumn('in_erp_whitelist', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('in_inventory_whitelist', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('in_job_whitelist', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', t.time, (c) => c.notNull())
    .addColumn('updated_at', t.time, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('role')
    .addColumn('id', t.id, pk)
    .addColumn('company_id', 'integer', (c) => c.notNull().references('company.id'))
    .addColumn('name', 'varchar(50)', (c) => c.notNull())
    .addColumn('created_at', t.time, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('role_company_idx').on('role').column('company_id').execute();

  await db.schema
    .createTable('role_key')
    .addColumn('role_id', 'integer', (c) => c.notNull().references('role.id').onDelete('cascade'))
    .addColumn('auth_key', 'varchar(100)', (c) => c.notNull())
    .addPrimaryKeyConstraint('role_key_pk', ['role_id', 'auth_key'])
    .execute();

  await db.schema
    .createTable('merchant_user')
    .addColumn('id', t.id, pk)
    .addColumn('company_id', 'integer', (c) => c.notNull().references('company.id'))
    .addColumn('phone', 'varchar(20)', (c) => c.notNull().unique())
    .addColumn('name', 'varchar(50)', (c) => c.notNull())
    .addColumn('avatar', 'varchar(500)')
    .addColumn('password_hash', 'varchar(200)')
    .addColumn('password_set_at', t.time)
    .addColumn('password_set_by_other', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_owner', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('role_id', 'integer', (c) => c.references('role.id'))
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', t.time, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('merchant_user_company_idx').on('merchant_user').column('company_id').execute();

  await db.schema
    .createTable('session')
    .addColumn('id', t.id, pk)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('merchant_user.id'))
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('created_at', t.time, (c) => c.notNull())
    .addColumn('last_seen_at', t.time, (c) => c.notNull())
    .addColumn('expires_at', t.time, (c) => c.notNull())
    .addColumn('revoked_at', t.time)
    .addColumn('ip', 'varchar(64)')
    .addColumn('user_agent', 'varchar(500)')
    .execute();
  await db.schema.createIndex('session_user_idx').on('session').column('user_id').execute();

  await db.schema
    .createTable('sms_code')
    .addColumn('id', t.id, pk)
    .addColumn('phone', 'varchar(20)', (c) => c.notNull())
    .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', t.time, (c) => c.notNull())
    .addColumn('expires_at', t.time, (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('used_at', t.time)
    .addColumn('ip', 'varchar(64)')
    .execute();
  await db.schema.createIndex('sms_code_phone_idx').on('sms_code').columns(['phone', 'created_at']).execute();
  await db.schema.createIndex('sms_code_ip_idx').on('sms_code').columns(['ip', 'created_at']).execute();

  await db.schema
    .createTable('sms_outbox')
    .addColumn('id', t.id, pk)
    .addColumn('phone', 'varchar(20)', (c) => c.notNull())
    .addColumn('content', 'varchar(500)', (c) => c.notNull())
    .addColumn('created_at', t.time, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sms_outbox_phone_idx').on('sms_outbox').columns(['phone', 'id']).execute();

  await db.schema
    .createTable('login_attempt')
    .addColumn('id', t.bigId, pk)
    .addColumn('phone', 'varchar(20)', (c) => c.notNull())
    .addColumn('ip', 'varchar(64)', (c) => c.notNull())
    .addColumn('ok', 'integer', (c) => c.notNull())
    .addColumn('created_at', t.time, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('login_attempt_phone_idx').on('login_attempt').columns(['phone', 'created_at']).execute();
  await db.schema.createIndex('login_attempt_ip_idx').on('login_attempt').columns(['ip', 'created_at']).execute();

  await db.schema
    .createTable('audit_log')
    .addColumn('id', t.bigId, pk)
    .addColumn('company_id', 'integer')
    .addColumn('user_id', 'integer')
    .addColumn('actor', 'varchar(100)', (c) => c.notNull())
    .addColumn('action', 'varchar(100)', (c) => c.notNull())
    .addColumn('detail', 'text')
    .addColumn('created_at', t.time, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('audit_log_company_idx').on('audit_log').columns(['company_id', 'id']).execute();

  await db.schema
    .createTable('track_event')
    .addColumn('id', t.bigId, pk)
    .addColumn('session', 'varchar(32)', (c) => c.notNull())
    .addColumn('os', 'varchar(100)', (c) => c.notNull())
    .addColumn('app', 'varchar(100)', (c) => c.notNull())
    .addColumn('device', 'varchar(500)', (c) => c.notNull())
    .addColumn('type', 'integer', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('app_name', 'varchar(100)')
    .addColumn('first_menu_name', 'varchar(100)')
    .addColumn('second_menu_name', 'varchar(100)')
    .addColumn('ele_text', 'varchar(200)')
    .addColumn('url', 'varchar(2000)')
    .addColumn('time', t.time, (c) => c.notNull())
    .addColumn('received_at', t.time, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('track_event_time_idx').on('track_event').column('time').execute();
}
