import type { FinanceAccountUpdateBodyAccountType } from './financeAccountUpdateBodyAccountType';

/**
 * 修改结算银行账户：仅店铺负责人，需短信验证码，记入审计日志
 */
export interface FinanceAccountUpdateBody {
  /**
   * 1 对公账户；2 经营者个人账户
   * @minimum 1
   * @maximum 2
   */
  accountType: FinanceAccountUpdateBodyAccountType;
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
   * @maxLength 30
   * @pattern ^\d{8,30}$
   */
  accountNumber: string;
  /**
   * 发到手机的 6 位数字验证码
   * @maxLength 6
   * @pattern ^\d{6}$
   */
  smsCode: string;
}
