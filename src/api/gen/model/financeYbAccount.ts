import type { FinanceYbStatus } from './financeYbStatus';
import type { FinanceYbAccountMerchantNo } from './financeYbAccountMerchantNo';
import type { FinanceYbAccountLegalName } from './financeYbAccountLegalName';
import type { FinanceYbAccountLicenceName } from './financeYbAccountLicenceName';
import type { FinanceYbAccountContactName } from './financeYbAccountContactName';
import type { FinanceYbAccountContactPhoneMasked } from './financeYbAccountContactPhoneMasked';
import type { FinanceYbAccountContactEmail } from './financeYbAccountContactEmail';
import type { FinanceYbAccountIdFrontUrl } from './financeYbAccountIdFrontUrl';
import type { FinanceYbAccountIdBackUrl } from './financeYbAccountIdBackUrl';
import type { FinanceYbAccountSettleAccountMasked } from './financeYbAccountSettleAccountMasked';
import type { FinanceYbAccountSubmittedAt } from './financeYbAccountSubmittedAt';
import type { FinanceYbAccountOpenedAt } from './financeYbAccountOpenedAt';
import type { FinanceYbAccountRejectReason } from './financeYbAccountRejectReason';

/**
 * 店铺在持牌支付机构（易宝支付）的子商户账户：开户状态、资料与绑定的结算卡
 */
export interface FinanceYbAccount {
  /** 0 未开通；1 审核中；2 已开通；3 已驳回 */
  status: FinanceYbStatus;
  /**
   * 开通后的易宝子商户编号
   * @maxLength 32
   */
  merchantNo: FinanceYbAccountMerchantNo;
  /**
   * 法定代表人或经营者姓名（取自企业认证）
   * @maxLength 50
   */
  legalName: FinanceYbAccountLegalName;
  /**
   * 营业执照名称（取自企业认证）
   * @maxLength 100
   */
  licenceName: FinanceYbAccountLicenceName;
  /**
   * 开户联系人
   * @maxLength 50
   */
  contactName: FinanceYbAccountContactName;
  /**
   * 联系人手机号（脱敏）
   * @maxLength 20
   */
  contactPhoneMasked: FinanceYbAccountContactPhoneMasked;
  /**
   * 联系人邮箱
   * @maxLength 100
   */
  contactEmail: FinanceYbAccountContactEmail;
  /**
   * 法定代表人证件人像面图片
   * @maxLength 500
   */
  idFrontUrl: FinanceYbAccountIdFrontUrl;
  /**
   * 法定代表人证件国徽面图片
   * @maxLength 500
   */
  idBackUrl: FinanceYbAccountIdBackUrl;
  /**
   * 子账户绑定的结算银行账户（脱敏，即收款账户）
   * @maxLength 60
   */
  settleAccountMasked: FinanceYbAccountSettleAccountMasked;
  /**
   * 资料提交时间，毫秒时间戳；无则为 null
   * @minimum 0
   * @maximum 4102444800000
   */
  submittedAt: FinanceYbAccountSubmittedAt;
  /**
   * 开通时间，毫秒时间戳；无则为 null
   * @minimum 0
   * @maximum 4102444800000
   */
  openedAt: FinanceYbAccountOpenedAt;
  /**
   * 驳回原因
   * @maxLength 200
   */
  rejectReason: FinanceYbAccountRejectReason;
}
