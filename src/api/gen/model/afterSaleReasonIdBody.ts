
/**
 * 预设 id
 */
export interface AfterSaleReasonIdBody {
  /**
   * 拒绝原因预设 id
   * @minimum 1
   * @maximum 9007199254740991
   */
  afterSaleReasonId: number;
}
