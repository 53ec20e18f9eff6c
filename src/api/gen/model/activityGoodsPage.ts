import type { ActivityGoodsPageListItem } from './activityGoodsPageListItem';

/**
 * 活动商品分页结果
 */
export interface ActivityGoodsPage {
  /** 本页数据 */
  list: ActivityGoodsPageListItem[];
  /**
   * 符合条件的总条数
   * @minimum 0
   */
  total: number;
  /**
   * 当前页码
   * @minimum 1
   */
  pageNum: number;
  /**
   * 每页条数
   * @minimum 1
   */
  pageSize: number;
}
