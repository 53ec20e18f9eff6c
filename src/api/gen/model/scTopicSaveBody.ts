import type { ScTopicSaveBodyTopicId } from './scTopicSaveBodyTopicId';
import type { ScTopicSaveBodyVersion } from './scTopicSaveBodyVersion';

/**
 * 不带 topicId 为发布，带 topicId 与 version 为修改
 */
export interface ScTopicSaveBody {
  /**
   * 三创赛事（届）ID
   * @minimum 1
   * @maximum 2147483647
   */
  activityId: number;
  /**
   * 修改时带上
   * @minimum 1
   * @maximum 9007199254740991
   */
  topicId?: ScTopicSaveBodyTopicId;
  /**
   * 页面所见的版本，修改时带上
   * @minimum 1
   * @maximum 2147483647
   */
  version?: ScTopicSaveBodyVersion;
  /**
   * 2-60 个字
   * @minLength 1
   * @maxLength 60
   */
  title: string;
  /**
   * 推广目标、要求与评分方式
   * @minLength 1
   * @maxLength 1000
   */
  brief: string;
  /**
   * 本店在售商品 1-20 件
   * @minItems 1
   * @maxItems 20
   */
  goodsIds: number[];
  /**
   * 样品、物料等（可空）
   * @maxLength 500
   */
  resources?: string;
  /**
   * 分，供团队推广使用的优惠额度
   * @minimum 0
   * @maximum 100000000
   */
  discountBudget: number;
  /**
   * 至多承接的团队数
   * @minimum 1
   * @maximum 50
   */
  teamLimit: number;
}
