
/**
 * 拟提金额（人民币）；不传时按最高可提金额预览
 */
export interface FinanceCrossWithdrawPreviewBody {
  /**
   * 拟提金额（人民币），¥0.01 至 ¥1 亿，单位：分
   * @minimum 1
   * @maximum 10000000000
   */
  amount?: number;
}
