import type { ContentAnnounceListQueryKeyword } from './contentAnnounceListQueryKeyword';
import type { ContentAnnounceListQueryCursor } from './contentAnnounceListQueryCursor';

/**
 * 关键词与游标分页
 */
export interface ContentAnnounceListQuery {
  /**
   * 标题或正文包含
   * @maxLength 50
   */
  keyword?: ContentAnnounceListQueryKeyword;
  /**
   * @minimum 1
   * @maximum 2147483647
   */
  cursor?: ContentAnnounceListQueryCursor;
  /**
   * 1 至 50
   * @minimum 1
   * @maximum 50
   */
  pageSize?: number;
}
