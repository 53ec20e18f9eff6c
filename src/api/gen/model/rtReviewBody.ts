import type { RtReviewBodyAction } from './rtReviewBodyAction';
import type { RtReviewBodyReason } from './rtReviewBodyReason';

/**
 * 一批领取记录的审核
 */
export interface RtReviewBody {
  /**
   * 1 至 100 个领取记录 id
   * @minItems 1
   * @maxItems 100
   */
  receiveIds: number[];
  /**
   * approve 通过；reject 驳回
   * @maxLength 10
   */
  action: RtReviewBodyAction;
  /**
   * 驳回时必填，2 至 200 字
   * @maxLength 200
   */
  reason?: RtReviewBodyReason;
}
