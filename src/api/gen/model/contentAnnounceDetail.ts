import type { ContentAnnounceDetailCategory } from './contentAnnounceDetailCategory';

/**
 * 公告及正文（打开即记为已读）
 */
export interface ContentAnnounceDetail {
  id: number;
  title: string;
  summary: string;
  /** platform 平台、rule 规则、activity 活动、system 系统 */
  category: ContentAnnounceDetailCategory;
  /** 必读公告登录后弹出，直到确认 */
  mustRead: boolean;
  publishedAt: number;
  read: boolean;
  acked: boolean;
  /** 纯文本，段落以换行分隔 */
  body: string;
}
