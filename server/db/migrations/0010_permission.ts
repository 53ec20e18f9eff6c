import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../index.ts';

/**
 * Staff and roles: a member holds several roles (user_role, filled from the old single merchant_user.role_id, which
 * is emptied and no longer read), preset roles are marked, members show their last login, and the operation log
 * (audit_log) gets the indexes its filters use.
 */
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  const big = dialect === 'postgres' ? sql`bigint` : sql`integer`;
  await db.schema
    .createTable('user_role')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('merchant_user.id'))
    .addColumn('role_id', 'integer', (c) => c.notNull().references('role.id'))
    .addPrimaryKeyConstraint('user_role_pk', ['user_id', 'role_id'])
    .execute();
  await db.schema.createIndex('user_role_role_idx').on('user_role').column('role_id').execute();
  await sql`insert into user_role (user_id, role_id) select id, role_id from merchant_user where role_id is not null`.execute(db);
  await sql`update merchant_user set role_id = null where role_id is not null`.execute(db);

  await db.schema.alterTable('merchant_user').addColumn('last_login_at', big).execute();
  await db.schema.alterTable('role').addColumn('preset', 'varchar(20)').execute();
  await db.schema.alterTable('role').addColumn('description', 'varchar(200)').execute();
  await db.schema.alterTable('role').addColumn('updated_at', big).execute();

  await db.schema.createIndex('audit_log_company_user_idx').on('audit_log').columns(['company_id', 'user_id', 'id']).execute();
  await db.schema.createIndex('audit_log_company_action_idx').on('audit_log').columns(['company_id', 'action', 'id']).execute();
}
