import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../index.ts';

/**
 * 三创 (docs/activity.md「三创」): the platform's competition rounds of the college students' e-commerce challenge,
 * the company topics (企业命题) shops publish in a round, the student teams that take them, the teams' sales
 * (real orders of the topic's goods credited to a team) and the awards a shop gives.
 * - sc_round: platform data. signup_start..signup_end topics are published and taken; start_at..end_at teams sell;
 *   end_at..award_end scores and awards.
 * - sc_topic: status 1 征集中, 2 已关闭; goods_ids_json the topic's goods; discount_budget fen; team_limit.
 * - sc_team: a team that took a topic; judge_score (platform's judges) and merchant_score (the shop's), 0-100.
 * - sc_team_sale: one order credited to one team (order_id unique: an order counts for one team only).
 * - sc_award: one per team and round; level 1 一等奖, 2 二等奖, 3 三等奖, 4 优秀奖; amount paid from the marketing
 *   account (ledger key sanchuang:<id>).
 */
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  const pg = dialect === 'postgres';
  const bigId = pg ? sql`bigserial` : sql`integer`;
  const big = pg ? sql`bigint` : sql`integer`;
  const pk = (c: any) => (dialect === 'sqlite' ? c.primaryKey().autoIncrement() : c.primaryKey());

  await db.schema
    .createTable('sc_round')
    .addColumn('id', bigId, pk)
    .addColumn('name', 'varchar(60)', (c) => c.notNull())
    .addColumn('description', 'varchar(500)', (c) => c.notNull())
    .addColumn('signup_start', big, (c) => c.notNull())
    .addColumn('signup_end', big, (c) => c.notNull())
    .addColumn('start_at', big, (c) => c.notNull())
    .addColumn('end_at', big, (c) => c.notNull())
    .addColumn('award_end', big, (c) => c.notNull())
    .addColumn('created_at', big, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sc_topic')
    .addColumn('id', bigId, pk)
    .addColumn('round_id', 'integer', (c) => c.notNull())
    .addColumn('company_id', 'integer', (c) => c.notNull())
    .addColumn('title', 'varchar(60)', (c) => c.notNull())
    .addColumn('brief', 'varchar(1000)', (c) => c.notNull())
    .addColumn('goods_ids_json', 'text', (c) => c.notNull())
    .addColumn('resources', 'varchar(500)', (c) => c.notNull())
    .addColumn('discount_budget', big, (c) => c.notNull())
    .addColumn('team_limit', 'integer', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', big, (c) => c.notNull())
    .addColumn('updated_at', big, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sc_topic_company_round_idx').on('sc_topic').columns(['company_id', 'round_id', 'id']).execute();

  await db.schema
    .createTable('sc_team')
    .addColumn('id', bigId, pk)
    .addColumn('topic_id', 'integer', (c) => c.notNull())
    .addColumn('round_id', 'integer', (c) => c.notNull())
    .addColumn('company_id', 'integer', (c) => c.notNull())
    .addColumn('name', 'varchar(40)', (c) => c.notNull())
    .addColumn('school_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('leader', 'varchar(30)', (c) => c.notNull())
    .addColumn('members', 'integer', (c) => c.notNull())
    .addColumn('team_code', 'varchar(16)', (c) => c.notNull().unique())
    .addColumn('judge_score', 'integer')
    .addColumn('merchant_score', 'integer')
    .addColumn('merchant_remark', 'varchar(200)')
    .addColumn('orders', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('paid_amount', big, (c) => c.notNull().defaultTo(0))
    .addColumn('joined_at', big, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sc_team_company_round_idx').on('sc_team').columns(['company_id', 'round_id', 'id']).execute();
  await db.schema.createIndex('sc_team_topic_idx').on('sc_team').columns(['topic_id']).execute();

  await db.schema
    .createTable('sc_team_sale')
    .addColumn('id', bigId, pk)
    .addColumn('team_id', 'integer', (c) => c.notNull())
    .addColumn('company_id', 'integer', (c) => c.notNull())
    .addColumn('order_id', big, (c) => c.notNull().unique())
    .addColumn('paid_amount', big, (c) => c.notNull())
    .addColumn('paid_at', big, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sc_team_sale_team_idx').on('sc_team_sale').columns(['team_id', 'paid_at']).execute();

  await db.schema
    .createTable('sc_award')
    .addColumn('id', bigId, pk)
    .addColumn('round_id', 'integer', (c) => c.notNull())
    .addColumn('company_id', 'integer', (c) => c.notNull())
    .addColumn('team_id', 'integer', (c) => c.notNull().unique())
    .addColumn('level', 'integer', (c) => c.notNull())
    .addColumn('amount', big, (c) => c.notNull())
    .addColumn('remark', 'varchar(200)')
    .addColumn('record_no', 'varchar(40)')
    .addColumn('created_by', 'integer')
    .addColumn('created_at', big, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sc_award_company_round_idx').on('sc_award').columns(['company_id', 'round_id', 'id']).execute();
}
