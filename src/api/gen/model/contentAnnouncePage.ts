import type { ContentAnnounce } from './contentAnnounce';
import type { ContentAnnouncePageNextCursor } from './contentAnnouncePageNextCursor';

/**
 * 一页公告，按发布时间倒序
 */
export interface ContentAnnouncePage {
  /** 公告 */
  list: ContentAnnounce[];
  /** null 表示没有更多 */
  nextCursor: ContentAnnouncePageNextCursor;
}
