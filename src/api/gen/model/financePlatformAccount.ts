
/**
 * 线下转账充值时汇入的平台账户
 */
export interface FinancePlatformAccount {
  /**
   * 收款户名
   * @maxLength 100
   */
  accountName: string;
  /**
   * 开户银行及支行
   * @maxLength 100
   */
  bankName: string;
  /**
   * 收款账号
   * @maxLength 40
   */
  accountNo: string;
  /**
   * 转账时须填写的附言（含店铺编号，便于平台核对）
   * @maxLength 50
   */
  transferNote: string;
}
