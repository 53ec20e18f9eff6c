import type { RecruitStatistic } from './recruitStatistic';

export type RecruitStatisticEnvelopeAllOf = {
  /** 成功时返回的招募统计 */
  data: RecruitStatistic;
};
