import type { ContentHelpListQueryCategory } from './contentHelpListQueryCategory';
import type { ContentHelpListQueryKeyword } from './contentHelpListQueryKeyword';
import type { ContentHelpListQueryRoute } from './contentHelpListQueryRoute';

/**
 * 分类、全文检索与页面
 */
export interface ContentHelpListQuery {
  /** 不传为全部 */
  category?: ContentHelpListQueryCategory;
  /** @maxLength 50 */
  keyword?: ContentHelpListQueryKeyword;
  /**
   * 只看讲这个页面的文章，如 /order/list
   * @maxLength 100
   */
  route?: ContentHelpListQueryRoute;
}
