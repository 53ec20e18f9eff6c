import type { Generated } from 'kysely';

/** A staff member chosen as a customer-service agent (migration 0012). online: 0/1. category_ids: JSON number[]. */
export interface CsAgentTable {
  id: Generated<number>;
  company_id: number;
  user_id: number;
  nickname: string;
  online: number;
  max_concurrent: number;
  category_ids: string;
  /** When the agent was last given a conversation (round robin picks the longest waiting). */
  last_assigned_at: Generated<number>;
  created_at: number;
  updated_at: number;
}

/** A reception flow; config is JSON FlowConfig (rules.ts). One flow per company is active. */
export interface CsFlowTable {
  id: Generated<number>;
  company_id: number;
  name: string;
  active: number;
  config: string;
  created_at: number;
  updated_at: number;
}

/** status: 1 排队中, 2 接待中, 3 已结束. unanswered: 1 while the buyer's last message has no agent reply. */
export interface CsConversationTable {
  id: Generated<number>;
  company_id: number;
  buyer_id: number;
  buyer_name: string;
  buyer_phone: string;
  agent_user_id: number | null;
  status: number;
  unanswered: number;
  goods_id: number | null;
  category_id: number | null;
  last_message: string;
  last_message_at: number;
  created_at: number;
  closed_at: number | null;
}

/** sender: 1 买家, 2 客服, 3 自动回复; kind: 1 文字, 2 订单卡片, 3 商品卡片 (card: JSON). */
export interface CsMessageTable {
  id: Generated<number>;
  conversation_id: number;
  company_id: number;
  sender: number;
  agent_user_id: number | null;
  kind: number;
  content: string;
  card: string | null;
  created_at: number;
}

export interface CustomerServiceTables {
  cs_agent: CsAgentTable;
  cs_flow: CsFlowTable;
  cs_conversation: CsConversationTable;
  cs_message: CsMessageTable;
}
