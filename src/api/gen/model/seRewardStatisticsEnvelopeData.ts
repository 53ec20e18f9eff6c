import type { SeRewardStateCount } from './seRewardStateCount';
import type { SeRewardStatisticsEnvelopeDataSchoolsItem } from './seRewardStatisticsEnvelopeDataSchoolsItem';
import type { SeRewardStatisticsEnvelopeDataDaysItem } from './seRewardStatisticsEnvelopeDataDaysItem';

/**
 * 各状态、各学校与每天
 */
export interface SeRewardStatisticsEnvelopeData {
  /** 四种状态 */
  states: SeRewardStateCount[];
  /** 待结算与可发放的应发合计，分 */
  owed: number;
  /** 分 */
  paid: number;
  /** 店铺当前可提现余额，分 */
  available: number;
  /** 按奖励金额倒序，至多 50 所 */
  schools: SeRewardStatisticsEnvelopeDataSchoolsItem[];
  /** 近 30 天（中国时间），旧在前 */
  days: SeRewardStatisticsEnvelopeDataDaysItem[];
}
