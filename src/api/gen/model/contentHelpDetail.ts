import type { ContentHelpDetailCategory } from './contentHelpDetailCategory';
import type { ContentHelpDetailRoute } from './contentHelpDetailRoute';
import type { ContentHelpDetailMyVote } from './contentHelpDetailMyVote';
import type { ContentHelpDetailRelatedItem } from './contentHelpDetailRelatedItem';

/**
 * 文章正文、有用数与我的评价
 */
export interface ContentHelpDetail {
  id: number;
  code: string;
  category: ContentHelpDetailCategory;
  title: string;
  body: string;
  route: ContentHelpDetailRoute;
  helpful: number;
  unhelpful: number;
  /** true 有用、false 没用、null 未评价 */
  myVote: ContentHelpDetailMyVote;
  updatedAt: number;
  /** 同分类的其他文章 */
  related: ContentHelpDetailRelatedItem[];
}
