import type { FinanceStatementLinesQueryCursor } from './financeStatementLinesQueryCursor';

/**
 * 一张对账单的明细，游标分页
 */
export interface FinanceStatementLinesQuery {
  /**
   * D+YYYYMMDD 为日账单，M+YYYYMM 为月账单
   * @maxLength 9
   * @pattern ^(D\d{8}|M\d{6})$
   */
  statementNo: string;
  /**
   * 上一页答复的 nextCursor；首页不传或为 null
   * @maxLength 64
   * @pattern ^[0-9A-Za-z_-]{1,64}$
   */
  cursor?: FinanceStatementLinesQueryCursor;
  /**
   * 每页条数，1 至 100
   * @minimum 1
   * @maximum 100
   */
  pageSize: number;
}
