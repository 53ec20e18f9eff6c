import type { RecruitTaskStatistic } from './recruitTaskStatistic';

export type RecruitTaskStatisticEnvelopeAllOf = {
  /** 成功时返回的任务执行统计 */
  data: RecruitTaskStatistic;
};
