import type { TpSampleOrder } from './tpSampleOrder';
import type { TpSampleOrderPageNextCursor } from './tpSampleOrderPageNextCursor';

/**
 * 一页与下一页的游标
 */
export interface TpSampleOrderPage {
  /** 本页 */
  list: TpSampleOrder[];
  /** 无更多时为 null */
  nextCursor: TpSampleOrderPageNextCursor;
}
