import type { CategoryList } from './categoryList';

export type CategoryListEnvelopeAllOf = {
  /** 成功时返回的类目列表 */
  data: CategoryList;
};
