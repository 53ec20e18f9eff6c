import type { ContentRuleListCategoriesItemCode } from './contentRuleListCategoriesItemCode';

/**
 * 分类及其条数
 */
export type ContentRuleListCategoriesItem = {
  code: ContentRuleListCategoriesItemCode;
  label: string;
  count: number;
};
