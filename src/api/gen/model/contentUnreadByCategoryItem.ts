import type { ContentUnreadByCategoryItemCategory } from './contentUnreadByCategoryItemCategory';

/**
 * 一个分类的未读数
 */
export type ContentUnreadByCategoryItem = {
  category: ContentUnreadByCategoryItemCategory;
  label: string;
  count: number;
};
