
/**
 * 一名代理的合计
 */
export type SeRewardAgentStatsEnvelopeDataListItem = {
  /** 代理 id */
  agentId: number;
  /** 代理姓名 */
  name: string;
  /** 代理的学校 */
  schoolName: string;
  /** 推荐码 */
  referralCode: string;
  /** 奖励笔数 */
  count: number;
  /** 计算出的奖励合计，分 */
  amount: number;
  /** 分 */
  reversed: number;
  /** 应发，分 */
  pending: number;
  /** 应发，分 */
  payable: number;
  /** 分 */
  paid: number;
};
