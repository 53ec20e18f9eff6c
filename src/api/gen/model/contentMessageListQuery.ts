import type { ContentMessageListQueryCategory } from './contentMessageListQueryCategory';
import type { ContentMessageListQueryCursor } from './contentMessageListQueryCursor';

/**
 * 按分类、只看未读筛选，游标分页
 */
export interface ContentMessageListQuery {
  /** system 系统、order 订单、afterSale 售后、finance 资金、activity 活动、job 校园兼职；不传为全部 */
  category?: ContentMessageListQueryCategory;
  unreadOnly?: boolean;
  /**
   * 上一页答复的 nextCursor
   * @minimum 1
   * @maximum 2147483647
   */
  cursor?: ContentMessageListQueryCursor;
  /**
   * 1 至 50
   * @minimum 1
   * @maximum 50
   */
  pageSize?: number;
}
