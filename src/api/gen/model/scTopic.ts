import type { ScTopicGoodsItem } from './scTopicGoodsItem';
import type { ScTopicStatus } from './scTopicStatus';

/**
 * 命题与承接情况
 */
export interface ScTopic {
  /** 命题ID */
  topicId: number;
  /** 赛事ID */
  activityId: number;
  /** 命题标题 */
  title: string;
  /** 命题说明 */
  brief: string;
  /** 商品ID */
  goodsIds: number[];
  /** 商品ID与名称 */
  goods: ScTopicGoodsItem[];
  /** 样品、物料等 */
  resources: string;
  /** 分 */
  discountBudget: number;
  /** 团队上限 */
  teamLimit: number;
  /** 已承接的团队数 */
  teams: number;
  /** 各团队订单数之和 */
  orders: number;
  /** 分 */
  paidAmount: number;
  /** 1 征集中；2 已关闭 */
  status: ScTopicStatus;
  /** 状态文字 */
  statusText: string;
  /** 修改时带上 */
  version: number;
  /** ms */
  createdAt: number;
}
