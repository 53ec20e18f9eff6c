import type { SettlementAccountAccountType } from './settlementAccountAccountType';

/**
 * 货款结算银行账户。企业与跨境企业须为对公账户；个体工商户与小微商户可用经营者本人账户。
 */
export interface SettlementAccount {
  /**
   * 1 对公账户；2 经营者个人账户
   * @minimum 1
   * @maximum 2
   */
  accountType: SettlementAccountAccountType;
  /**
   * 银行账户户名，须与营业执照名称或经营者姓名一致
   * @minLength 2
   * @maxLength 100
   */
  accountName: string;
  /**
   * 开户银行名称
   * @minLength 2
   * @maxLength 50
   */
  bankName: string;
  /**
   * 开户支行全称
   * @minLength 2
   * @maxLength 100
   */
  branchName: string;
  /**
   * 银行账号，8 至 30 位数字
   * @pattern ^\d{8,30}$
   */
  accountNumber: string;
}
