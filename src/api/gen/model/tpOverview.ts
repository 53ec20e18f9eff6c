import type { TpOverviewPhasesItem } from './tpOverviewPhasesItem';
import type { TpPackage } from './tpPackage';

/**
 * 各阶段数量、人数合计与任务包列表
 */
export interface TpOverview {
  /** 未开始、进行中、已截止、已关闭 */
  phases: TpOverviewPhasesItem[];
  /** 全部领取人数 */
  takenCount: number;
  /** 待审核的提交 */
  waitingCount: number;
  /** 通过的提交 */
  approvedCount: number;
  /** 驳回的提交 */
  rejectedCount: number;
  /** 单位：分 */
  rewardOwed: number;
  /** 进行中的在前 */
  list: TpPackage[];
}
