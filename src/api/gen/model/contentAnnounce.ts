import type { ContentAnnounceCategory } from './contentAnnounceCategory';

/**
 * 一条平台公告
 */
export interface ContentAnnounce {
  id: number;
  title: string;
  summary: string;
  /** platform 平台、rule 规则、activity 活动、system 系统 */
  category: ContentAnnounceCategory;
  /** 必读公告登录后弹出，直到确认 */
  mustRead: boolean;
  publishedAt: number;
  read: boolean;
  acked: boolean;
}
