
/**
 * 一所学校的合计
 */
export type SeRewardStatisticsEnvelopeDataSchoolsItem = {
  /** 代理的学校 */
  schoolName: string;
  /** 有奖励的代理 */
  agents: number;
  /** 奖励笔数 */
  count: number;
  /** 奖励 − 冲回，分 */
  amount: number;
  /** 分 */
  paid: number;
};
