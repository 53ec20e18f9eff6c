import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../index.ts';

/**
 * After-sale cases, return disputes, violations and the shop's after-sale settings (docs/after-sale.md).
 *
 * after_sale.type: 1 仅退款, 2 退货退款, 3 换货. status: 10 待商家处理, 20 待买家退货, 30 待商家收货, 40 退款中,
 *   45 已退款, 50 换货待发货, 60 换货已发货, 70 换货完成, 80 已拒绝, 85 平台介入中, 90 已撤销, 95 已关闭.
 *   deadline_at is the time the platform acts when nobody did (null when no one waits); (status, deadline_at) is the
 *   deadline pass's index. version grows with every change: an action carries the version it saw, so of two staff
 *   acting at once one wins and the other is told the case changed. dispute_status: 0 无, 1 待平台裁决,
 *   2 支持买家, 3 支持商家. Money lives only in the ledger: refund_amount is what this case posted there.
 * after_sale_log: the timeline and the negotiation history (actor_type 1 商家, 2 买家, 3 平台).
 * violation.status: 1 已生效（可申诉）, 2 申诉中, 3 申诉驳回, 4 已撤销. penalty: none | deposit | delist | activity.
 *   source_key is unique: the daily late-shipping job records each order once.
 */
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  const pg = dialect === 'postgres';
  const bigId = pg ? sql`bigserial` : sql`integer`;
  const big = pg ? sql`bigint` : sql`integer`;
  const pk = (c: any) => (dialect === 'sqlite' ? c.primaryKey().autoIncrement() : c.primaryKey());

  await db.schema
    .createTable('after_sale')
    .addColumn('id', bigId, pk)
    .addColumn('company_id', 'integer', (c) => c.notNull().references('company.id'))
    .addColumn('case_no', 'varchar(32)', (c) => c.notNull())
    .addColumn('order_id', big, (c) => c.notNull())
    .addColumn('order_no', 'varchar(32)', (c) => c.notNull())
    .addColumn('type', 'integer', (c) => c.notNull())
    .addColumn('shipped', 'integer', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('buyer_name', 'varchar(50)', (c) => c.notNull())
    .addColumn('reason_code', 'varchar(30)', (c) => c.notNull())
    .addColumn('reason_text', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('images_json', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('goods_summary', 'varchar(200)', (c) => c.notNull())
    .addColumn('lines_json', 'text', (c) => c.notNull())
    .addColumn('apply_amount', big, (c) => c.notNull())
    .addColumn('freight_amount', big, (c) => c.notNull().defaultTo(0))
    .addColumn('refund_amount', big, (c) => c.notNull().defaultTo(0))
    .addColumn('refund_lines_json', 'text')
    .addColumn('deadline_at', big)
    .addColumn('warned_at', big)
    .addColumn('refuse_code', 'varchar(30)')
    .addColumn('refuse_text', 'varchar(500)')
    .addColumn('refuse_images_json', 'text')
    .addColumn('return_address_json', 'text')
    .addColumn('return_logistics', 'varchar(20)')
    .addColumn('return_tracking_no', 'varchar(30)')
    .addColumn('reship_logistics', 'varchar(20)')
    .addColumn('reship_tracking_no', 'varchar(30)')
    .addColumn('buyer_shipped_at', big)
    .addColumn('received_at', big)
    .addColumn('refunded_at', big)
    .addColumn('dispute_status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('dispute_at', big)
    .addColumn('proof_deadline_at', big)
    .addColumn('buyer_evidence_text', 'varchar(500)')
    .addColumn('buyer_evidence_json', 'text')
    .addColumn('merchant_proof_text', 'varchar(500)')
    .addColumn('merchant_proof_json', 'text')
    .addColumn('merchant_proof_at', big)
    .addColumn('decision_note', 'varchar(500)')
    .addColumn('decided_at', big)
    .addColumn('created_at', big, (c) => c.notNull())
    .addColumn('updated_at', big, (c) => c.notNull())
    .addColumn('finished_at', big)
    .execute();
  await db.schema.createIndex('after_sale_list_idx').on('after_sale').columns(['company_id', 'status', 'created_at', 'id']).execute();
  await db.schema.createIndex('after_sale_all_idx').on('after_sale').columns(['company_id', 'created_at', 'id']).execute();
  await db.schema.createIndex('after_sale_deadline_idx').on('after_sale').columns(['deadline_at', 'status']).execute();
  await db.schema.createIndex('after_sale_order_idx').on('after_sale').columns(['order_id']).execute();
  await db.schema.createIndex('after_sale_dispute_idx').on('after_sale').columns(['company_id', 'dispute_status', 'dispute_at']).execute();
  await db.schema.createIndex('after_sale_no_idx').on('after_sale').columns(['case_no']).unique().execute();

  await db.schema
    .createTable('after_sale_log')
    .addColumn('id', bigId, pk)
    .addColumn('after_sale_id', big, (c) => c.notNull())
    .addColumn('company_id', 'integer', (c) => c.notNull())
    .addColumn('actor_type', 'integer', (c) => c.notNull())
    .addColumn('actor_name', 'varchar(50)', (c) => c.notNull())
    .addColumn('action', 'varchar(30)', (c) => c.notNull())
    .addColumn('detail', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('images_json', 'text')
    .addColumn('created_at', big, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('after_sale_log_case_idx').on('after_sale_log').columns(['after_sale_id', 'id']).execute();

  await db.schema
    .createTable('after_sale_setting')
    .addColumn('company_id', 'integer', (c) => c.primaryKey())
    .addColumn('auto_agree', 'integer', (c) => c.notNull())
    .addColumn('auto_agree_max', big, (c) => c.notNull())
    .addColumn('batch_agree_max', big, (c) => c.notNull())
    .addColumn('reply_hours', 'integer', (c) => c.notNull())
    .addColumn('receive_days', 'integer', (c) => c.notNull())
    .addColumn('reship_hours', 'integer', (c) => c.notNull())
    .addColumn('updated_at', big, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('after_sale_address')
    .addColumn('id', bigId, pk)
    .addColumn('company_id', 'integer', (c) => c.notNull())
    .addColumn('name', 'varchar(50)', (c) => c.notNull())
    .addColumn('phone', 'varchar(20)', (c) => c.notNull())
    .addColumn('region', 'varchar(100)', (c) => c.notNull())
    .addColumn('address', 'varchar(200)', (c) => c.notNull())
    .addColumn('is_default', 'integer', (c) => c.notNull())
    .addColumn('created_at', big, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('after_sale_address_company_idx').on('after_sale_address').columns(['company_id']).execute();

  await db.schema
    .createTable('after_sale_reason')
    .addColumn('id', bigId, pk)
    .addColumn('company_id', 'integer', (c) => c.notNull())
    .addColumn('code', 'varchar(30)', (c) => c.notNull())
    .addColumn('text', 'varchar(200)', (c) => c.notNull())
    .addColumn('created_at', big, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('after_sale_reason_company_idx').on('after_sale_reason').columns(['company_id']).execute();

  await db.schema
    .createTable('violation')
    .addColumn('id', bigId, pk)
    .addColumn('company_id', 'integer', (c) => c.notNull().references('company.id'))
    .addColumn('violation_no', 'varchar(32)', (c) => c.notNull())
    .addColumn('rule_code', 'varchar(30)', (c) => c.notNull())
    .addColumn('description', 'varchar(500)', (c) => c.notNull())
    .addColumn('evidence_json', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('order_id', big)
    .addColumn('order_no', 'varchar(32)')
    .addColumn('goods_id', big)
    .addColumn('points', 'integer', (c) => c.notNull())
    .addColumn('penalty', 'varchar(20)', (c) => c.notNull())
    .addColumn('penalty_amount', big, (c) => c.notNull().defaultTo(0))
    .addColumn('deducted', big, (c) => c.notNull().defaultTo(0))
    .addColumn('limit_until', big)
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('appeal_deadline_at', big, (c) => c.notNull())
    .addColumn('appeal_text', 'varchar(500)')
    .addColumn('appeal_images_json', 'text')
    .addColumn('appealed_at', big)
    .addColumn('decision_note', 'varchar(500)')
    .addColumn('decided_at', big)
    .addColumn('source_key', 'varchar(80)', (c) => c.notNull())
    .addColumn('created_at', big, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('violation_company_idx').on('violation').columns(['company_id', 'created_at', 'id']).execute();
  await db.schema.createIndex('violation_source_idx').on('violation').columns(['source_key']).unique().execute();
}
