import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../index.ts';

/**
 * Free samples of task packages (docs/school-employee.md「样品」) and an agent's takes by agent (agent-detail).
 * - se_sample: one SKU of the shop's goods given to every agent who takes the package, `per_agent` pieces each.
 *   Saving reserves `total` pieces from the SKU's stock; `allocated` pieces went into sample orders; stopping returns
 *   the rest (total − allocated) to stock. status 1 发放中, 2 已停止.
 * - se_sample_order: one sample order (an order of amount 0, shipped like any other) per take.
 * Recruit rewards (docs/school-employee.md「招募奖励」):
 * - se_agent.referrer_id: the active agent whose referral code the student gave when applying.
 * - se_reward.kind: 1 销售奖励 (an order line), 2 招募奖励 (the referrer's one-off reward when the student they referred
 *   becomes active: order_id 0, order_line_id = −(the recruit's agent id), so the unique order_line_id still holds).
 */
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  const pg = dialect === 'postgres';
  const bigId = pg ? sql`bigserial` : sql`integer`;
  const big = pg ? sql`bigint` : sql`integer`;
  const pk = (c: any) => (dialect === 'sqlite' ? c.primaryKey().autoIncrement() : c.primaryKey());

  await db.schema
    .createTable('se_sample')
    .addColumn('id', bigId, pk)
    .addColumn('company_id', 'integer', (c) => c.notNull())
    .addColumn('package_id', 'integer', (c) => c.notNull())
    .addColumn('goods_id', 'integer', (c) => c.notNull())
    .addColumn('sku_id', 'integer', (c) => c.notNull())
    .addColumn('goods_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('spec_text', 'varchar(200)', (c) => c.notNull())
    .addColumn('image', 'varchar(500)')
    .addColumn('unit_price', big, (c) => c.notNull())
    .addColumn('per_agent', 'integer', (c) => c.notNull())
    .addColumn('total', 'integer', (c) => c.notNull())
    .addColumn('allocated', 'integer', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('note', 'varchar(200)')
    .addColumn('created_by', 'integer')
    .addColumn('created_at', big, (c) => c.notNull())
    .addColumn('updated_at', big, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('se_sample_company_idx').on('se_sample').columns(['company_id', 'id']).execute();
  await db.schema.createIndex('se_sample_package_idx').on('se_sample').columns(['package_id', 'status']).execute();

  await db.schema
    .createTable('se_sample_order')
    .addColumn('id', bigId, pk)
    .addColumn('company_id', 'integer', (c) => c.notNull())
    .addColumn('sample_id', 'integer', (c) => c.notNull())
    .addColumn('take_id', 'integer', (c) => c.notNull().unique())
    .addColumn('agent_id', 'integer', (c) => c.notNull())
    .addColumn('order_id', 'integer', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('created_at', big, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('se_sample_order_company_idx').on('se_sample_order').columns(['company_id', 'id']).execute();
  await db.schema.createIndex('se_sample_order_sample_idx').on('se_sample_order').columns(['sample_id', 'id']).execute();

  await db.schema.createIndex('se_task_take_agent_idx').on('se_task_take').columns(['agent_id', 'id']).execute();

  await db.schema.alterTable('se_agent').addColumn('referrer_id', 'integer').execute();
  await db.schema.alterTable('se_reward').addColumn('kind', 'integer', (c) => c.notNull().defaultTo(1)).execute();
}
