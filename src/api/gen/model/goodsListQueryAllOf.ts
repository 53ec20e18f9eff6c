import type { GoodsListQueryAllOfTab } from './goodsListQueryAllOfTab';
import type { GoodsListQueryAllOfSortBy } from './goodsListQueryAllOfSortBy';
import type { GoodsListQueryAllOfSortOrder } from './goodsListQueryAllOfSortOrder';
import type { GoodsListQueryAllOfCursor } from './goodsListQueryAllOfCursor';

/**
 * 页签、排序与游标
 */
export type GoodsListQueryAllOf = {
  /**
   * 0 全部；1 在售（不含售罄）；2 仓库中；3 审核中；4 审核驳回；5 售罄（在售且总库存为 0）
   * @minimum 0
   * @maximum 5
   */
  tab?: GoodsListQueryAllOfTab;
  /** createdAt 创建时间；price 最低价；stock 总库存；sales 销量 */
  sortBy?: GoodsListQueryAllOfSortBy;
  /** asc 升序；desc 降序（缺省） */
  sortOrder?: GoodsListQueryAllOfSortOrder;
  /**
   * 上一页答复的 nextCursor；首页不传或传 null
   * @maxLength 200
   */
  cursor?: GoodsListQueryAllOfCursor;
  /**
   * 每页条数，1 至 500
   * @minimum 1
   * @maximum 500
   */
  pageSize: number;
};
