import type { ContentMessage } from './contentMessage';
import type { ContentMessagePageNextCursor } from './contentMessagePageNextCursor';

/**
 * 一页站内信
 */
export interface ContentMessagePage {
  /** 按时间倒序 */
  list: ContentMessage[];
  /** null 表示没有更多 */
  nextCursor: ContentMessagePageNextCursor;
}
