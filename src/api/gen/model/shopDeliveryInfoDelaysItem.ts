import type { ShopDeliveryInfoDelaysItemState } from './shopDeliveryInfoDelaysItemState';

/**
 * 一条延迟发货报备
 */
export type ShopDeliveryInfoDelaysItem = {
  /**
   * 报备 id
   * @minimum 1
   * @maximum 2147483647
   */
  delayId: number;
  /**
   * 报备原因
   * @maxLength 100
   */
  reason: string;
  /**
   * 开始时间（ms）
   * @minimum 0
   * @maximum 4102444800000
   */
  startAt: number;
  /**
   * 结束时间（ms）
   * @minimum 0
   * @maximum 4102444800000
   */
  endAt: number;
  /**
   * 1 未开始；2 生效中；3 已结束；4 已撤销
   * @minimum 1
   * @maximum 4
   */
  state: ShopDeliveryInfoDelaysItemState;
  /**
   * 覆盖的天数
   * @minimum 0
   * @maximum 366
   */
  days: number;
  /**
   * 报备时间（ms）
   * @minimum 0
   * @maximum 4102444800000
   */
  createdAt: number;
};
