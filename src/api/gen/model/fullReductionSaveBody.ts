import type { FullReductionSaveBodyFullReductionId } from './fullReductionSaveBodyFullReductionId';
import type { FullReductionTier } from './fullReductionTier';
import type { FullReductionSaveBodyScope } from './fullReductionSaveBodyScope';

/**
 * 新建或编辑
 */
export interface FullReductionSaveBody {
  /**
   * 编辑时传
   * @minimum 1
   * @maximum 9007199254740991
   */
  fullReductionId?: FullReductionSaveBodyFullReductionId;
  /**
   * 版本
   * @minimum 1
   * @maximum 1000000
   */
  version?: number;
  /**
   * 名称
   * @minLength 1
   * @maxLength 30
   */
  name: string;
  /**
   * 1-5 个
   * @minItems 1
   * @maxItems 5
   */
  tiers: FullReductionTier[];
  /** 包邮 */
  freeShipping: boolean;
  /**
   * 适用范围
   * @minimum 1
   * @maximum 2
   */
  scope: FullReductionSaveBodyScope;
  /**
   * 指定商品
   * @maxItems 200
   */
  goodsIds: number[];
  /**
   * 开始
   * @minimum 0
   * @maximum 4102444800000
   */
  startAt: number;
  /**
   * 结束
   * @minimum 0
   * @maximum 4102444800000
   */
  endAt: number;
}
