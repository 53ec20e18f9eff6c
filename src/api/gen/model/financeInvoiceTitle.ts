import type { FinanceInvoiceTitleRegisteredAddress } from './financeInvoiceTitleRegisteredAddress';
import type { FinanceInvoiceTitleRegisteredPhone } from './financeInvoiceTitleRegisteredPhone';
import type { FinanceInvoiceTitleBankName } from './financeInvoiceTitleBankName';
import type { FinanceInvoiceTitleBankAccount } from './financeInvoiceTitleBankAccount';

/**
 * 已保存的发票抬头；专票字段未填时为 null
 */
export interface FinanceInvoiceTitle {
  /**
   * 发票抬头（公司名称），须与营业执照一致
   * @minLength 2
   * @maxLength 100
   */
  titleName: string;
  /**
   * 统一社会信用代码或纳税人识别号，15 至 20 位字母或数字
   * @maxLength 20
   * @pattern ^[0-9A-Z]{15,20}$
   */
  taxNo: string;
  /**
   * 注册地址
   * @maxLength 200
   */
  registeredAddress: FinanceInvoiceTitleRegisteredAddress;
  /**
   * 注册电话
   * @maxLength 20
   */
  registeredPhone: FinanceInvoiceTitleRegisteredPhone;
  /**
   * 开户银行
   * @maxLength 100
   */
  bankName: FinanceInvoiceTitleBankName;
  /**
   * 银行账号
   * @maxLength 30
   */
  bankAccount: FinanceInvoiceTitleBankAccount;
  /**
   * 电子发票发送到该邮箱
   * @maxLength 100
   */
  email: string;
  /**
   * 最后保存时间，毫秒时间戳
   * @minimum 0
   * @maximum 4102444800000
   */
  updatedAt: number;
}
