
/**
 * 一次分组查询
 */
export interface RoadshowApplicationCounts {
  /** 全部 */
  all: number;
  /** 待审核 */
  pending: number;
  /** 未结束的已通过 */
  approved: number;
  /** 已驳回 */
  rejected: number;
  /** 已取消 */
  cancelled: number;
  /** 已结束 */
  ended: number;
}
