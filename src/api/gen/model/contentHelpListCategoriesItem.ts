import type { ContentHelpListCategoriesItemCode } from './contentHelpListCategoriesItemCode';

/**
 * 分类及其条数
 */
export type ContentHelpListCategoriesItem = {
  code: ContentHelpListCategoriesItemCode;
  label: string;
  count: number;
};
