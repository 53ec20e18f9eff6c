import type { MkSubmitBodyActivityType } from './mkSubmitBodyActivityType';
import type { MkSubmitBodyEntriesItem } from './mkSubmitBodyEntriesItem';

/**
 * 路由中的活动类型与活动、报名的 SKU
 */
export interface MkSubmitBody {
  /**
   * 来自路由的 activityType
   * @minimum 2
   * @maximum 21
   */
  activityType: MkSubmitBodyActivityType;
  /**
   * 活动ID
   * @minimum 1
   * @maximum 9007199254740991
   */
  activityId: number;
  /**
   * 1-50 个
   * @minItems 1
   * @maxItems 50
   */
  entries: MkSubmitBodyEntriesItem[];
}
