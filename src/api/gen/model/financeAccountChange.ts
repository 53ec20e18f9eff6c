
/**
 * 结算账户的一次修改
 */
export interface FinanceAccountChange {
  /**
   * 修改时间，毫秒时间戳
   * @minimum 0
   * @maximum 4102444800000
   */
  changedAt: number;
  /**
   * 操作人姓名
   * @maxLength 50
   */
  operatorName: string;
  /**
   * 修改后的账号（脱敏）
   * @maxLength 40
   */
  accountNoMasked: string;
}
