import type { ContentRuleListCategoriesItem } from './contentRuleListCategoriesItem';
import type { ContentRuleListListItem } from './contentRuleListListItem';

/**
 * 规则分类与规则（现行版本）
 */
export interface ContentRuleList {
  /** 全部分类 */
  categories: ContentRuleListCategoriesItem[];
  /** 规则 */
  list: ContentRuleListListItem[];
}
