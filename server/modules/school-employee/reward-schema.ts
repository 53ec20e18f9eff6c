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

/**
 * Referral and reward totals per shop, agent and China calendar day (migration 0031_referral_totals;
 * referral-totals.ts): agent_id 0 rows are the shop's, day 0 rows are all days. Moved in the same transaction as each
 * attribution, refund and settlement the reward sync applies and each payout, so the statistics read a few rows.
 * Order and reward columns count on the day the buyer paid (reward rows: se_reward.paid_at_order); payout on the day
 * the reward was paid out. The state columns hold the rewards currently in that state (amount: the net the state
 * cards show, reversed for 已冲回, amount − reversed otherwise).
 */
export interface SeReferralDayTable {
  company_id: number;
  agent_id: number;
  day: number;
  order_count: number;
  order_amount: number;
  refunded_amount: number;
  reward_count: number;
  reward_amount: number;
  reward_reversed: number;
  pending_count: number;
  pending_amount: number;
  payable_count: number;
  payable_amount: number;
  paid_count: number;
  paid_amount: number;
  reversed_count: number;
  reversed_amount: number;
  payout_amount: number;
}

export interface SeRewardTables {
  se_referral_day: SeReferralDayTable;
  se_reward_config: SeRewardConfigTable;
  se_reward_rule: SeRewardRuleTable;
  se_reward_order: SeRewardOrderTable;
  se_reward: SeRewardTable;
}
