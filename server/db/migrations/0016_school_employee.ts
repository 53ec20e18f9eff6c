import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../index.ts';

/**
 * The job service (/xm-job, docs/school-employee.md): its own tables, prefixed se_ (school-employee programme) and
 * job_ (remote tasks for whitelisted companies).
 * - se_post: a recruitment post per school: role, headcount, requirements, work content, reward summary, the
 *   application form's questions (JSON list of strings), open and close dates. status 1 招募中, 2 已关闭.
 * - se_offer_config: one row per company: the offer letter template and the acceptance deadline in days.
 * - se_agent: one application, then one agent. state 1 已报名, 2 面试中, 3 已发录用, 4 在岗, 5 已离任, 6 未录用.
 *   referral_code is unique: orders carry it (orders.referral_code).
 * - se_agent_log: every transition of an agent, who did it and why.
 * - job_recruit / job_receive: remote tasks (招募) and the students who took them (领取记录).
 */
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  const pg = dialect === 'postgres';
  const bigId = pg ? sql`bigserial` : sql`integer`;
  const big = pg ? sql`bigint` : sql`integer`;
  const pk = (c: any) => (dialect === 'sqlite' ? c.primaryKey().autoIncrement() : c.primaryKey());

  await db.schema
    .createTable('se_post')
    .addColumn('id', bigId, pk)
    .addColumn('company_id', 'integer', (c) => c.notNull())
    .addColumn('school_id', 'integer', (c) => c.notNull())
    .addColumn('school_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('role', 'varchar(30)', (c) => c.notNull())
    .addColumn('headcount', 'integer', (c) => c.notNull())
    .addColumn('requirements', 'varchar(1000)', (c) => c.notNull())
    .addColumn('work_content', 'varchar(1000)', (c) => c.notNull())
    .addColumn('reward_summary', 'varchar(200)', (c) => c.notNull())
    .addColumn('questions_json', 'text', (c) => c.notNull())
    .addColumn('open_at', big, (c) => c.notNull())
    .addColumn('close_at', big, (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('created_by', 'integer')
    .addColumn('created_at', big, (c) => c.notNull())
    .addColumn('updated_at', big, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('se_post_company_idx').on('se_post').columns(['company_id', 'id']).execute();

  await db.schema
    .createTable('se_offer_config')
    .addColumn('company_id', 'integer', (c) => c.primaryKey())
    .addColumn('template', 'varchar(2000)', (c) => c.notNull())
    .addColumn('accept_days', 'integer', (c) => c.notNull())
    .addColumn('updated_by', 'integer')
    .addColumn('updated_at', big, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('se_agent')
    .addColumn('id', bigId, pk)
    .addColumn('company_id', 'integer', (c) => c.notNull())
    .addColumn('post_id', 'integer', (c) => c.notNull())
    .addColumn('name', 'varchar(30)', (c) => c.notNull())
    .addColumn('phone', 'varchar(20)', (c) => c.notNull())
    .addColumn('school_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('major', 'varchar(50)', (c) => c.notNull())
    .addColumn('grade', 'varchar(20)', (c) => c.notNull())
    .addColumn('answers_json', 'text', (c) => c.notNull())
    .addColumn('referral_code', 'varchar(12)', (c) => c.notNull().unique())
    .addColumn('state', 'integer', (c) => c.notNull())
    .addColumn('offer_deadline', big)
    .addColumn('applied_at', big, (c) => c.notNull())
    .addColumn('active_at', big)
    .addColumn('left_at', big)
    .addColumn('updated_at', big, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('se_agent_company_state_idx').on('se_agent').columns(['company_id', 'state', 'id']).execute();
  await db.schema.createIndex('se_agent_company_idx').on('se_agent').columns(['company_id', 'id']).execute();
  await db.schema.createIndex('se_agent_post_idx').on('se_agent').columns(['post_id', 'state']).execute();
  await db.schema.createIndex('se_agent_phone_post_uq').on('se_agent').columns(['post_id', 'phone']).unique().execute();

  await db.schema
    .createTable('se_agent_log')
    .addColumn('id', bigId, pk)
    .addColumn('company_id', 'integer', (c) => c.notNull())
    .addColumn('agent_id', 'integer', (c) => c.notNull())
    .addColumn('action', 'varchar(20)', (c) => c.notNull())
    .addColumn('from_state', 'integer')
    .addColumn('to_state', 'integer', (c) => c.notNull())
    .addColumn('note', 'varchar(500)')
    .addColumn('actor', 'varchar(60)', (c) => c.notNull())
    .addColumn('created_at', big, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('se_agent_log_agent_idx').on('se_agent_log').columns(['agent_id', 'id']).execute();

  // Orders brought by an agent carry the agent's referral code (sales rewards read it).
  await db.schema.alterTable('orders').addColumn('referral_code', 'varchar(12)').execute();
  // Covering the referral figures (count and paid sum per code or per company) without reading the order rows.
  await db.schema.createIndex('orders_referral_idx').on('orders').columns(['company_id', 'referral_code', 'paid_at', 'paid_amount']).execute();

  await db.schema
    .createTable('job_recruit')
    .addColumn('id', bigId, pk)
    .addColumn('company_id', 'integer', (c) => c.notNull())
    .addColumn('title', 'varchar(100)', (c) => c.notNull())
    .addColumn('task_type', 'integer', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('headcount', 'integer', (c) => c.notNull())
    .addColumn('reward_amount', big, (c) => c.notNull())
    .addColumn('budget_amount', big, (c) => c.notNull())
    .addColumn('start_at', big, (c) => c.notNull())
    .addColumn('end_at', big, (c) => c.notNull())
    .addColumn('created_at', big, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('job_recruit_company_idx').on('job_recruit').columns(['company_id', 'created_at', 'id']).execute();

  await db.schema
    .createTable('job_receive')
    .addColumn('id', bigId, pk)
    .addColumn('company_id', 'integer', (c) => c.notNull())
    .addColumn('recruit_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('user_name', 'varchar(50)', (c) => c.notNull())
    .addColumn('phone_masked', 'varchar(20)', (c) => c.notNull())
    .addColumn('school_name', 'varchar(100)')
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('reward_amount', big, (c) => c.notNull())
    .addColumn('settled', 'integer', (c) => c.notNull())
    .addColumn('received_at', big, (c) => c.notNull())
    .addColumn('submitted_at', big)
    .addColumn('reviewed_at', big)
    .execute();
  await db.schema.createIndex('job_receive_company_idx').on('job_receive').columns(['company_id', 'received_at', 'id']).execute();
  await db.schema.createIndex('job_receive_recruit_idx').on('job_receive').columns(['recruit_id', 'status']).execute();
}
