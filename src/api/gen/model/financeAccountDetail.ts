import type { CompanyType } from './companyType';
import type { FinanceAccountDetailBankAccount } from './financeAccountDetailBankAccount';
import type { FinanceAccountDetailOverseasAccount } from './financeAccountDetailOverseasAccount';
import type { FinanceAccountDetailAllowedAccountTypesItem } from './financeAccountDetailAllowedAccountTypesItem';
import type { FinanceAccountChange } from './financeAccountChange';

/**
 * 结算银行账户、境外账户与修改规则
 */
export interface FinanceAccountDetail {
  /** 1 企业；2 个体工商户；3 小微商户；4 跨境企业 */
  companyType: CompanyType;
  /** 只有店铺负责人可以修改收款账户 */
  isOwner: boolean;
  /** 绑定的结算账户；未绑定为 null */
  bankAccount: FinanceAccountDetailBankAccount;
  /** 跨境企业的境外账户；其他为 null */
  overseasAccount: FinanceAccountDetailOverseasAccount;
  /**
   * 企业与跨境企业只能用对公账户；个体工商户与小微商户可用经营者个人账户
   * @maxItems 2
   */
  allowedAccountTypes: FinanceAccountDetailAllowedAccountTypesItem[];
  /**
   * 开户名须与其中之一一致（营业执照名称、经营者姓名）
   * @maxItems 2
   */
  allowedNames: string[];
  /**
   * 接收修改验证码的店铺负责人手机号（脱敏）
   * @maxLength 20
   */
  ownerPhoneMasked: string;
  /**
   * 最近 10 次修改，按时间倒序
   * @maxItems 10
   */
  changes: FinanceAccountChange[];
}
