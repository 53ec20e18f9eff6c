import type { Generated } from 'kysely';

/** Table shapes of migration 0020_sales_reward (codes in the migration's comment). Money fen, times ms epoch. */
export interface SeRewardConfigTable {
  company_id: number;
  recruit_enabled: number;
  recruit_amount: number;
  hold_days: number;
  min_payout: number;
  updated_by: number | null;
  updated_at: number;
}

export interface SeRewardRuleTable {
  id: Generated<number>;
  company_id: number;
  name: string;
  /** 1 每件商品行固定金额（分）, 2 按实付金额比例（基点） */
  mode: number;
  value: number;
  /** 1 全部商品, 2 类目, 3 指定商品 */
  scope: number;
  scope_id: number | null;
  scope_name: string | null;
  tiers_json: string;
  start_at: number;
  end_at: number;
  /** 1 启用, 2 停用 */
  status: number;
  created_by: number | null;
  created_at: number;
  updated_at: number;
}

export interface SeRewardOrderTable {
  order_id: number;
  company_id: number;
  agent_id: number | null;
  refunded: number;
  created_at: number;
}

export interface SeRewardTable {
  id: Generated<number>;
  /** 1 销售奖励, 2 招募奖励 (migration 0027; order_id 0, order_line_id −recruit agent id) */
  kind: Generated<number>;
  company_id: number;
  agent_id: number;
  school_name: string;
  order_id: number;
  order_line_id: number;
  order_no: string;
  goods_name: string;
  rule_id: number;
  rule_name: string;
  base: number;
  amount: number;
  reversed: number;
  /** 1 待结算, 2 可发放, 3 已发放, 4 已冲回 */
  state: number;
  paid_at_order: number;
  payable_at: number | null;
  paid_at: number | null;
  paid_by: number | null;
  created_at: number;
  updated_at: number;
}

export interface SeRewardTables {
  se_reward_config: SeRewardConfigTable;
  se_reward_rule: SeRewardRuleTable;
  se_reward_order: SeRewardOrderTable;
  se_reward: SeRewardTable;
}
