import type { SeCertificateQueryStatus } from './seCertificateQueryStatus';
import type { SeCertificateQueryKeyword } from './seCertificateQueryKeyword';
import type { SeCertificateQueryCursor } from './seCertificateQueryCursor';

/**
 * 筛选与游标
 */
export interface SeCertificateQuery {
  /**
   * 1 有效；2 已撤销
   * @minimum 1
   * @maximum 2
   */
  status?: SeCertificateQueryStatus;
  /**
   * 姓名或证明编号
   * @maxLength 50
   */
  keyword?: SeCertificateQueryKeyword;
  /**
   * 上一页的 nextCursor
   * @maxLength 20
   */
  cursor?: SeCertificateQueryCursor;
  /**
   * 1 至 100
   * @minimum 1
   * @maximum 100
   */
  pageSize: number;
}
