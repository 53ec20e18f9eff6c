import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../index.ts';

/**
 * Task packages of the school-employee programme (docs/school-employee.md「任务包」).
 * - se_task_package: a bundle of tasks (tasks_json: questions — single/multiple choice, text —, photo proof, promotion
 *   with a link) with a reward per approved submission (fen), a quota (places), open and deadline times.
 *   status 1 正常, 2 已关闭 (the phase 未开始/进行中/已截止 follows the platform clock).
 * - se_task_take: one agent (se_agent, active) taking one package, then their submission:
 *   status 1 已领取, 2 待审核, 3 已通过, 4 已驳回. answers_json holds the answers in the package's task order,
 *   photos_json canonical file addresses.
 */
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  const pg = dialect === 'postgres';
  const bigId = pg ? sql`bigserial` : sql`integer`;
  const big = pg ? sql`bigint` : sql`integer`;
  const pk = (c: any) => (dialect === 'sqlite' ? c.primaryKey().autoIncrement() : c.primaryKey());

  await db.schema
    .createTable('se_task_package')
    .addColumn('id', bigId, pk)
    .addColumn('company_id', 'integer', (c) => c.notNull())
    .addColumn('title', 'varchar(50)', (c) => c.notNull())
    .addColumn('description', 'varchar(1000)', (c) => c.notNull())
    .addColumn('tasks_json', 'text', (c) => c.notNull())
    .addColumn('reward', big, (c) => c.notNull())
    .addColumn('quota', 'integer', (c) => c.notNull())
    .addColumn('open_at', big, (c) => c.notNull())
    .addColumn('deadline', big, (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('created_by', 'integer')
    .addColumn('created_at', big, (c) => c.notNull())
    .addColumn('updated_at', big, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('se_task_package_company_idx').on('se_task_package').columns(['company_id', 'id']).execute();

  await db.schema
    .createTable('se_task_take')
    .addColumn('id', bigId, pk)
    .addColumn('company_id', 'integer', (c) => c.notNull())
    .addColumn('package_id', 'integer', (c) => c.notNull())
    .addColumn('agent_id', 'integer', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('answers_json', 'text')
    .addColumn('photos_json', 'text')
    .addColumn('link', 'varchar(500)')
    .addColumn('reward', big, (c) => c.notNull())
    .addColumn('taken_at', big, (c) => c.notNull())
    .addColumn('submitted_at', big)
    .addColumn('reviewed_at', big)
    .addColumn('reviewed_by', 'varchar(60)')
    .addColumn('reject_reason', 'varchar(200)')
    .addColumn('updated_at', big, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('se_task_take_agent_uq').on('se_task_take').columns(['package_id', 'agent_id']).unique().execute();
  await db.schema.createIndex('se_task_take_company_status_idx').on('se_task_take').columns(['company_id', 'status', 'id']).execute();
  await db.schema.createIndex('se_task_take_package_status_idx').on('se_task_take').columns(['package_id', 'status', 'id']).execute();
  await db.schema.createIndex('se_task_take_company_idx').on('se_task_take').columns(['company_id', 'id']).execute();
}
