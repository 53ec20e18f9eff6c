import type { ContentUnreadByCategoryItem } from './contentUnreadByCategoryItem';

/**
 * 当前成员的未读站内信数量
 */
export interface ContentUnread {
  total: number;
  /** 六个分类依次列出 */
  byCategory: ContentUnreadByCategoryItem[];
}
