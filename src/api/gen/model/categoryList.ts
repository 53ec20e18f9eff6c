import type { CategoryListListItem } from './categoryListListItem';

/**
 * 平台三级类目的扁平列表
 */
export interface CategoryList {
  /** 按层级与排序号排列 */
  list: CategoryListListItem[];
}
