import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../index.ts';

/**
 * Sales rewards of the school-employee programme (docs/school-employee.md「销售奖励」):
 * - se_reward_config: one row per company: the recruit reward (fen, for an agent whose recruit becomes active), the
 *   hold after the order's settlement (days) and the minimum payout (fen).
 * - se_reward_rule: a rule: mode 1 per order line (fixed fen) or 2 per amount (basis points); scope 1 all goods,
 *   2 a category, 3 one goods; tiers (JSON [{threshold, value}]: the agent's referred paid amount in the month ≥
 *   threshold → value); active period; status 1 启用, 2 停用.
 * - se_reward_order: one row per referred order the reward sync has read (so it is read once), with the order's
 *   refunded total already applied to its rewards.
 * - se_reward: one reward per matching order line: base (line amount), amount, reversed (refunds), state 1 待结算,
 *   2 可发放, 3 已发放, 4 已冲回. Paid through the ledger with the business key agentReward:<id>.
 */
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  const pg = dialect === 'postgres';
  const bigId = pg ? sql`bigserial` : sql`integer`;
  const big = pg ? sql`bigint` : sql`integer`;
  const pk = (c: any) => (dialect === 'sqlite' ? c.primaryKey().autoIncrement() : c.primaryKey());

  await db.schema
    .createTable('se_reward_config')
    .addColumn('company_id', 'integer', (c) => c.primaryKey())
    .addColumn('recruit_enabled', 'integer', (c) => c.notNull())
    .addColumn('recruit_amount', big, (c) => c.notNull())
    .addColumn('hold_days', 'integer', (c) => c.notNull())
    .addColumn('min_payout', big, (c) => c.notNull())
    .addColumn('updated_by', 'integer')
    .addColumn('updated_at', big, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('se_reward_rule')
    .addColumn('id', bigId, pk)
    .addColumn('company_id', 'integer', (c) => c.notNull())
    .addColumn('name', 'varchar(30)', (c) => c.notNull())
    .addColumn('mode', 'integer', (c) => c.notNull())
    .addColumn('value', big, (c) => c.notNull())
    .addColumn('scope', 'integer', (c) => c.notNull())
    .addColumn('scope_id', big)
    .addColumn('scope_name', 'varchar(100)')
    .addColumn('tiers_json', 'text', (c) => c.notNull())
    .addColumn('start_at', big, (c) => c.notNull())
    .addColumn('end_at', big, (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('created_by', 'integer')
    .addColumn('created_at', big, (c) => c.notNull())
    .addColumn('updated_at', big, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('se_reward_rule_company_idx').on('se_reward_rule').columns(['company_id', 'id']).execute();

  await db.schema
    .createTable('se_reward_order')
    .addColumn('order_id', big, (c) => c.primaryKey())
    .addColumn('company_id', 'integer', (c) => c.notNull())
    .addColumn('agent_id', 'integer')
    .addColumn('refunded', big, (c) => c.notNull())
    .addColumn('created_at', big, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('se_reward')
    .addColumn('id', bigId, pk)
    .addColumn('company_id', 'integer', (c) => c.notNull())
    .addColumn('agent_id', 'integer', (c) => c.notNull())
    .addColumn('school_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('order_id', big, (c) => c.notNull())
    .addColumn('order_line_id', big, (c) => c.notNull().unique())
    .addColumn('order_no', 'varchar(40)', (c) => c.notNull())
    .addColumn('goods_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('rule_id', 'integer', (c) => c.notNull())
    .addColumn('rule_name', 'varchar(30)', (c) => c.notNull())
    .addColumn('base', big, (c) => c.notNull())
    .addColumn('amount', big, (c) => c.notNull())
    .addColumn('reversed', big, (c) => c.notNull())
    .addColumn('state', 'integer', (c) => c.notNull())
    .addColumn('paid_at_order', big, (c) => c.notNull())
    .addColumn('payable_at', big)
    .addColumn('paid_at', big)
    .addColumn('paid_by', 'integer')
    .addColumn('created_at', big, (c) => c.notNull())
    .addColumn('updated_at', big, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('se_reward_company_state_idx').on('se_reward').columns(['company_id', 'state', 'id']).execute();
  await db.schema.createIndex('se_reward_company_idx').on('se_reward').columns(['company_id', 'id']).execute();
  await db.schema.createIndex('se_reward_agent_idx').on('se_reward').columns(['company_id', 'agent_id', 'state']).execute();
  await db.schema.createIndex('se_reward_order_idx').on('se_reward').columns(['order_id']).execute();
}
