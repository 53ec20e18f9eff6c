import type { Kysely } from 'kysely';
import type { Dialect } from '../index.ts';

/**
 * The school-employee center and the remote-task statistics read 5,000 agents and 20,000 receipts per call
 * (docs/school-employee.md「速度」): covering indexes so that each grouping reads one index range in key order and no
 * table row.
 * - se_agent (company_id, school_name, state): the center's agents per school (total and active); the per-state count
 *   already reads se_agent_company_state_idx.
 * - se_agent_log (company_id, action, created_at): the center's 14-day trend, applications and activations grouped
 *   by China-time day, two short ranges of the log instead of the whole table.
 * - job_receive (company_id, status, settled, reward_amount): companyRecruit/statistic and statistic2 (counts and
 *   reward sums per status and settled).
 */
export async function up(db: Kysely<any>, _dialect: Dialect): Promise<void> {
  await db.schema.createIndex('se_agent_company_school_idx').on('se_agent').columns(['company_id', 'school_name', 'state']).execute();
  await db.schema.createIndex('se_agent_log_company_action_idx').on('se_agent_log').columns(['company_id', 'action', 'created_at']).execute();
  await db.schema.createIndex('job_receive_company_status_idx').on('job_receive').columns(['company_id', 'status', 'settled', 'reward_amount']).execute();
}
