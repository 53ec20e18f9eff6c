import type { ActivityGoodsQueryActivityType } from './activityGoodsQueryActivityType';
import type { ActivityGoodsQueryState } from './activityGoodsQueryState';

/**
 * 活动商品的筛选与分页
 */
export interface ActivityGoodsQuery {
  /**
   * 21 校园拼团；2 限时秒杀；4 折扣专区
   * @minimum 2
   * @maximum 21
   */
  activityType?: ActivityGoodsQueryActivityType;
  /**
   * 1 报名审核中；2 未开始；3 进行中；4 已结束；5 未通过
   * @minimum 1
   * @maximum 5
   */
  state?: ActivityGoodsQueryState;
  /**
   * 商品名称或活动名称
   * @maxLength 50
   */
  keyword?: string;
  /**
   * 从 1 开始
   * @minimum 1
   * @maximum 10000
   */
  pageNum: number;
  /**
   * 1 至 100
   * @minimum 1
   * @maximum 100
   */
  pageSize: number;
}
