import type { FullReductionTier } from './fullReductionTier';

/**
 * 档位、范围与时间
 */
export interface FullReduction {
  /** 满减ID */
  fullReductionId: number;
  /** 名称 */
  name: string;
  /** 档位 */
  tiers: FullReductionTier[];
  /** 档位文字 */
  tiersText: string;
  /** 包邮 */
  freeShipping: boolean;
  /** 1 全店，2 指定商品 */
  scope: number;
  /** 指定商品 */
  goodsIds: number[];
  /** 开始 */
  startAt: number;
  /** 结束 */
  endAt: number;
  /** 1 未开始，2 进行中，3 已结束，4 已停止 */
  state: number;
  /** 状态文字 */
  stateText: string;
  /** 订单数 */
  orders: number;
  /** 分 */
  discountTotal: number;
  /** 分 */
  paidTotal: number;
  /** 版本 */
  version: number;
  /** 创建时间 */
  createdAt: number;
}
