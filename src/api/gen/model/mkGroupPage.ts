import type { MkGroup } from './mkGroup';
import type { MkGroupPageNextCursor } from './mkGroupPageNextCursor';
import type { MkGroupCounts } from './mkGroupCounts';

/**
 * 按团倒序
 */
export interface MkGroupPage {
  /**
   * 团
   * @maxItems 100
   */
  list: MkGroup[];
  /** 没有更多时为 null */
  nextCursor: MkGroupPageNextCursor;
  counts: MkGroupCounts;
}
