import type { ContentAnnounceDetail } from './contentAnnounceDetail';

/**
 * 当前成员尚未确认的必读公告，最早的在前，至多 5 条
 */
export interface ContentAnnounceMustRead {
  /** 必读公告 */
  list: ContentAnnounceDetail[];
}
