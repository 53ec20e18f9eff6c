import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../index.ts';

/**
 * Onboarding: uploaded files, the company verification (draft and last submitted form) and feedback.
 *
 * upload_file.id is a random 128-bit hex id (also the file's storage key stem): URLs never enumerate.
 * company_id is null only for anonymous feedback screenshots.
 * company_verify keeps one row per company: draft_json (what the merchant is editing, possibly partial) and
 * form_json (the last submitted, complete form the platform reviews).
 */
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  const pg = dialect === 'postgres';
  const id = pg ? sql`serial` : sql`integer`;
  const time = pg ? sql`bigint` : sql`integer`;
  const pk = (c: any) => (dialect === 'sqlite' ? c.primaryKey().autoIncrement() : c.primaryKey());

  await db.schema
    .createTable('upload_file')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('company_id', 'integer', (c) => c.references('company.id'))
    .addColumn('user_id', 'integer')
    .addColumn('scene', 'varchar(20)', (c) => c.notNull())
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('mime', 'varchar(100)', (c) => c.notNull())
    .addColumn('ext', 'varchar(10)', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('storage_key', 'varchar(200)', (c) => c.notNull())
    .addColumn('sha256', 'varchar(64)', (c) => c.notNull())
    .addColumn('ip', 'varchar(64)')
    .addColumn('created_at', time, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('upload_file_company_idx').on('upload_file').columns(['company_id', 'created_at']).execute();
  await db.schema.createIndex('upload_file_ip_idx').on('upload_file').columns(['ip', 'created_at']).execute();

  await db.schema
    .createTable('company_verify')
    .addColumn('company_id', 'integer', (c) => c.primaryKey().references('company.id'))
    .addColumn('draft_json', 'text')
    .addColumn('form_json', 'text')
    .addColumn('updated_at', time, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('feedback')
    .addColumn('id', id, pk)
    .addColumn('company_id', 'integer')
    .addColumn('user_id', 'integer')
    .addColumn('type', 'integer', (c) => c.notNull())
    .addColumn('content', 'varchar(1000)', (c) => c.notNull())
    .addColumn('images_json', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('contact', 'varchar(100)')
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('ip', 'varchar(64)')
    .addColumn('created_at', time, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('feedback_user_idx').on('feedback').columns(['user_id', 'id']).execute();
  await db.schema.createIndex('feedback_ip_idx').on('feedback').columns(['ip', 'created_at']).execute();
}
