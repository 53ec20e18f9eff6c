import type { ContentHelpListCategoriesItem } from './contentHelpListCategoriesItem';
import type { ContentHelpListListItem } from './contentHelpListListItem';

/**
 * 帮助分类与文章
 */
export interface ContentHelpList {
  /** 全部分类 */
  categories: ContentHelpListCategoriesItem[];
  /** 文章 */
  list: ContentHelpListListItem[];
}
