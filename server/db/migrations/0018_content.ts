import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../index.ts';

/**
 * Content and messages (docs/content.md).
 *
 * content_message: one 站内信 per recipient. category: system | order | afterSale | finance | activity | job.
 * biz_key is `e:<event id>` for messages made from the event outbox (unique per user, so a pass run twice adds
 * nothing) or `p:<publish id>` for messages the platform sends. read_at null = unread.
 * content_cursor: the last event id a named consumer has turned into messages.
 * announcement: platform announcements; must_read 1 opens once after login until acknowledged; company_id null is
 *   for every shop, otherwise for that shop only.
 * announcement_read: per user: read_at (opened the detail), acked_at (acknowledged a must-read).
 * rule_doc / rule_version: platform rules by category; each version has its effective date and change summary.
 * help_article: help articles by category; route is the app page the article explains ('/order/list'), or null.
 * help_vote: one "was this helpful" vote per user and article (changeable).
 */
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  const pg = dialect === 'postgres';
  const bigId = pg ? sql`bigserial` : sql`integer`;
  const big = pg ? sql`bigint` : sql`integer`;
  const pk = (c: any) => (dialect === 'sqlite' ? c.primaryKey().autoIncrement() : c.primaryKey());

  await db.schema
    .createTable('content_message')
    .addColumn('id', bigId, pk)
    .addColumn('company_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('category', 'varchar(20)', (c) => c.notNull())
    .addColumn('kind', 'varchar(60)', (c) => c.notNull())
    .addColumn('title', 'varchar(100)', (c) => c.notNull())
    .addColumn('body', 'varchar(500)', (c) => c.notNull())
    .addColumn('link', 'varchar(300)')
    .addColumn('biz_key', 'varchar(60)', (c) => c.notNull())
    .addColumn('created_at', big, (c) => c.notNull())
    .addColumn('read_at', big)
    .execute();
  await db.schema.createIndex('content_message_user_key_uq').on('content_message').columns(['user_id', 'biz_key']).unique().execute();
  await db.schema.createIndex('content_message_user_idx').on('content_message').columns(['user_id', 'id']).execute();
  await db.schema.createIndex('content_message_user_cat_idx').on('content_message').columns(['user_id', 'category', 'id']).execute();
  await db.schema.createIndex('content_message_unread_idx').on('content_message').columns(['user_id', 'read_at', 'category']).execute();

  await db.schema
    .createTable('content_cursor')
    .addColumn('name', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('last_id', big, (c) => c.notNull())
    .addColumn('updated_at', big, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('announcement')
    .addColumn('id', bigId, pk)
    .addColumn('title', 'varchar(100)', (c) => c.notNull())
    .addColumn('summary', 'varchar(200)', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('category', 'varchar(20)', (c) => c.notNull())
    .addColumn('must_read', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('company_id', 'integer')
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('published_at', big, (c) => c.notNull())
    .addColumn('created_at', big, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('announcement_pub_idx').on('announcement').columns(['status', 'published_at', 'id']).execute();

  await db.schema
    .createTable('announcement_read')
    .addColumn('announcement_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('read_at', big, (c) => c.notNull())
    .addColumn('acked_at', big)
    .addPrimaryKeyConstraint('announcement_read_pk', ['announcement_id', 'user_id'])
    .execute();
  await db.schema.createIndex('announcement_read_user_idx').on('announcement_read').columns(['user_id', 'announcement_id']).execute();

  await db.schema
    .createTable('rule_doc')
    .addColumn('id', bigId, pk)
    .addColumn('code', 'varchar(40)', (c) => c.notNull().unique())
    .addColumn('category', 'varchar(20)', (c) => c.notNull())
    .addColumn('title', 'varchar(100)', (c) => c.notNull())
    .addColumn('updated_at', big, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('rule_doc_cat_idx').on('rule_doc').columns(['category', 'id']).execute();

  await db.schema
    .createTable('rule_version')
    .addColumn('id', bigId, pk)
    .addColumn('rule_id', 'integer', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('change_note', 'varchar(500)', (c) => c.notNull())
    .addColumn('effective_at', big, (c) => c.notNull())
    .addColumn('published_at', big, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('rule_version_uq').on('rule_version').columns(['rule_id', 'version']).unique().execute();

  await db.schema
    .createTable('help_article')
    .addColumn('id', bigId, pk)
    .addColumn('code', 'varchar(40)', (c) => c.notNull().unique())
    .addColumn('category', 'varchar(20)', (c) => c.notNull())
    .addColumn('title', 'varchar(100)', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('route', 'varchar(100)')
    .addColumn('helpful', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('unhelpful', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', big, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('help_article_cat_idx').on('help_article').columns(['category', 'id']).execute();
  await db.schema.createIndex('help_article_route_idx').on('help_article').columns(['route']).execute();

  await db.schema
    .createTable('help_vote')
    .addColumn('article_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('helpful', 'integer', (c) => c.notNull())
    .addColumn('voted_at', big, (c) => c.notNull())
    .addPrimaryKeyConstraint('help_vote_pk', ['article_id', 'user_id'])
    .execute();
}
