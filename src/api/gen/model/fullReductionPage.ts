import type { FullReduction } from './fullReduction';
import type { FullReductionPageNextCursor } from './fullReductionPageNextCursor';

/**
 * 按创建倒序
 */
export interface FullReductionPage {
  /** 满减活动 */
  list: FullReduction[];
  /** 下一页游标 */
  nextCursor: FullReductionPageNextCursor;
}
