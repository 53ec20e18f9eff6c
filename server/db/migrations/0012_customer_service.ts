import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Dialect } from '../index.ts';

/**
 * Customer service (docs/customer-service.md): agents, reception flows, conversations and their messages. The live
 * channel (server/lib/live.ts) pushes `cs.*` events from the outbox; nothing here is read by another area.
 */
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  const pg = dialect === 'postgres';
  const bigId = pg ? sql`bigserial` : sql`integer`;
  const big = pg ? sql`bigint` : sql`integer`;
  const pk = (c: any) => (dialect === 'sqlite' ? c.primaryKey().autoIncrement() : c.primaryKey());
  await db.schema
    .createTable('cs_agent')
    .addColumn('id', bigId, pk)
    .addColumn('company_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('nickname', 'varchar(20)', (c) => c.notNull())
    .addColumn('online', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('max_concurrent', 'integer', (c) => c.notNull())
    .addColumn('category_ids', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('last_assigned_at', big, (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', big, (c) => c.notNull())
    .addColumn('updated_at', big, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('cs_agent_company_user_idx').on('cs_agent').columns(['company_id', 'user_id']).unique().execute();
  await db.schema
    .createTable('cs_flow')
    .addColumn('id', bigId, pk)
    .addColumn('company_id', 'integer', (c) => c.notNull())
    .addColumn('name', 'varchar(30)', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('config', 'text', (c) => c.notNull())
    .addColumn('created_at', big, (c) => c.notNull())
    .addColumn('updated_at', big, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('cs_flow_company_idx').on('cs_flow').columns(['company_id', 'id']).execute();
  await db.schema
    .createTable('cs_conversation')
    .addColumn('id', bigId, pk)
    .addColumn('company_id', 'integer', (c) => c.notNull())
    .addColumn('buyer_id', big, (c) => c.notNull())
    .addColumn('buyer_name', 'varchar(50)', (c) => c.notNull())
    .addColumn('buyer_phone', 'varchar(20)', (c) => c.notNull())
    .addColumn('agent_user_id', 'integer')
    .addColumn('status', 'integer', (c) => c.notNull()) // 1 排队中, 2 接待中, 3 已结束
    .addColumn('unanswered', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('goods_id', 'integer')
    .addColumn('category_id', 'integer')
    .addColumn('last_message', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('last_message_at', big, (c) => c.notNull())
    .addColumn('created_at', big, (c) => c.notNull())
    .addColumn('closed_at', big)
    .execute();
  await db.schema.createIndex('cs_conversation_list_idx').on('cs_conversation').columns(['company_id', 'status', 'last_message_at', 'id']).execute();
  await db.schema.createIndex('cs_conversation_agent_idx').on('cs_conversation').columns(['company_id', 'agent_user_id', 'status']).execute();
  await db.schema.createIndex('cs_conversation_buyer_idx').on('cs_conversation').columns(['company_id', 'buyer_id', 'status']).execute();
  await db.schema
    .createTable('cs_message')
    .addColumn('id', bigId, pk)
    .addColumn('conversation_id', 'integer', (c) => c.notNull())
    .addColumn('company_id', 'integer', (c) => c.notNull())
    .addColumn('sender', 'integer', (c) => c.notNull()) // 1 买家, 2 客服, 3 自动回复
    .addColumn('agent_user_id', 'integer')
    .addColumn('kind', 'integer', (c) => c.notNull()) // 1 文字, 2 订单卡片, 3 商品卡片
    .addColumn('content', 'varchar(500)', (c) => c.notNull())
    .addColumn('card', 'text')
    .addColumn('created_at', big, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('cs_message_conversation_idx').on('cs_message').columns(['conversation_id', 'id']).execute();
}
