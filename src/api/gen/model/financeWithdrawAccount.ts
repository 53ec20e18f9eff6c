
/**
 * 提现到账的账户（脱敏）
 */
export interface FinanceWithdrawAccount {
  /**
   * 收款户名
   * @maxLength 100
   */
  accountName: string;
  /**
   * 开户银行
   * @maxLength 100
   */
  bankName: string;
  /**
   * 收款账号（只显示末 4 位）
   * @maxLength 40
   */
  accountNoMasked: string;
}
