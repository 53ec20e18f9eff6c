import type { FinanceBankAccountAccountType } from './financeBankAccountAccountType';

/**
 * 绑定的结算银行账户（账号脱敏）
 */
export interface FinanceBankAccount {
  /** 1 对公账户；2 经营者个人账户 */
  accountType: FinanceBankAccountAccountType;
  /**
   * 银行账户户名
   * @maxLength 100
   */
  accountName: string;
  /**
   * 开户银行
   * @maxLength 50
   */
  bankName: string;
  /**
   * 开户支行
   * @maxLength 100
   */
  branchName: string;
  /**
   * 银行账号（只显示末 4 位）
   * @maxLength 40
   */
  accountNoMasked: string;
  /**
   * 最近一次绑定或修改时间，毫秒时间戳
   * @minimum 0
   * @maximum 4102444800000
   */
  updatedAt: number;
}
