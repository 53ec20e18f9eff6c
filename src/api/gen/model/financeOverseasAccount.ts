
/**
 * 跨境企业的境外收款账户（账号脱敏）
 */
export interface FinanceOverseasAccount {
  /**
   * 境外账户户名
   * @maxLength 100
   */
  accountName: string;
  /**
   * 境外银行名称
   * @maxLength 100
   */
  bankName: string;
  /**
   * 银行 SWIFT/BIC 代码
   * @maxLength 11
   */
  swiftCode: string;
  /**
   * 开户国家或地区
   * @maxLength 50
   */
  country: string;
  /**
   * ISO 4217 币种代码
   * @maxLength 3
   */
  currency: string;
  /**
   * 境外账号（只显示末 4 位）
   * @maxLength 40
   */
  accountNoMasked: string;
}
