
/**
 * 对一张对账单中的一行提出异议
 */
export interface FinanceStatementDisputeBody {
  /**
   * D+YYYYMMDD 为日账单，M+YYYYMM 为月账单
   * @maxLength 9
   * @pattern ^(D\d{8}|M\d{6})$
   */
  statementNo: string;
  /**
   * 有异议的明细 id
   * @minimum 1
   * @maximum 2147483647
   */
  lineId: number;
  /**
   * 异议原因，5 至 200 字
   * @minLength 5
   * @maxLength 200
   */
  reason: string;
}
