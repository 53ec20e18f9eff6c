import type { Roadshow } from './roadshow';

/**
 * 报名中在前
 */
export interface RoadshowList {
  /** 至多 200 个 */
  list: Roadshow[];
  /** 有路演的学校（筛选用） */
  schools: string[];
  /** 分 */
  marketingBalance: number;
}
