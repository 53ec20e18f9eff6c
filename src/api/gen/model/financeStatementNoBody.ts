
/**
 * 指定一张对账单
 */
export interface FinanceStatementNoBody {
  /**
   * D+YYYYMMDD 为日账单，M+YYYYMM 为月账单
   * @maxLength 9
   * @pattern ^(D\d{8}|M\d{6})$
   */
  statementNo: string;
}
