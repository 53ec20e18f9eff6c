import type { TpReviewBodyAction } from './tpReviewBodyAction';
import type { TpTakeStatus } from './tpTakeStatus';
import type { TpReviewBodyReason } from './tpReviewBodyReason';

/**
 * 通过或驳回一份提交
 */
export interface TpReviewBody {
  /**
   * 领取 id
   * @minimum 1
   * @maximum 9007199254740991
   */
  takeId: number;
  /**
   * approve 通过；reject 驳回
   * @maxLength 10
   */
  action: TpReviewBodyAction;
  expectState: TpTakeStatus;
  /**
   * 驳回必填，至多 200 字
   * @maxLength 200
   */
  reason?: TpReviewBodyReason;
}
