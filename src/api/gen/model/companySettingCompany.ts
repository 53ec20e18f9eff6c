import type { CompanySettingCompanyShopName } from './companySettingCompanyShopName';
import type { CompanySettingCompanyCompanyType } from './companySettingCompanyCompanyType';
import type { CompanySettingCompanyVerifiedAt } from './companySettingCompanyVerifiedAt';
import type { CompanySettingCompanyCreditCode } from './companySettingCompanyCreditCode';
import type { CompanySettingCompanyLicenseAddress } from './companySettingCompanyLicenseAddress';
import type { CompanySettingCompanyLicenseValidFrom } from './companySettingCompanyLicenseValidFrom';
import type { CompanySettingCompanyLicenseValidTo } from './companySettingCompanyLicenseValidTo';
import type { CompanySettingCompanyLicenseLongTerm } from './companySettingCompanyLicenseLongTerm';
import type { CompanySettingCompanyLicenseImageUrl } from './companySettingCompanyLicenseImageUrl';
import type { CompanySettingCompanyLegalPersonName } from './companySettingCompanyLegalPersonName';
import type { CompanySettingCompanyLegalPersonIdMasked } from './companySettingCompanyLegalPersonIdMasked';
import type { CompanySettingCompanySettlementBankName } from './companySettingCompanySettlementBankName';
import type { CompanySettingCompanySettlementAccountMasked } from './companySettingCompanySettlementAccountMasked';

/**
 * 企业认证通过的资料（只读）；没有认证资料的字段为 null
 */
export type CompanySettingCompany = {
  /**
   * 公司 id
   * @minimum 1
   */
  companyId: number;
  /**
   * 营业执照名称
   * @maxLength 100
   */
  companyName: string;
  /**
   * 店铺名称
   * @maxLength 100
   */
  shopName: CompanySettingCompanyShopName;
  /** 1 企业，2 个体工商户，3 小微商户，4 跨境 */
  companyType: CompanySettingCompanyCompanyType;
  /**
   * 毫秒时间戳
   * @minimum 0
   */
  verifiedAt: CompanySettingCompanyVerifiedAt;
  /**
   * 营业执照上的统一社会信用代码
   * @maxLength 30
   */
  creditCode: CompanySettingCompanyCreditCode;
  /**
   * 营业执照上的地址
   * @maxLength 200
   */
  licenseAddress: CompanySettingCompanyLicenseAddress;
  /**
   * 毫秒时间戳
   * @minimum 0
   */
  licenseValidFrom: CompanySettingCompanyLicenseValidFrom;
  /**
   * 毫秒时间戳；长期有效时为 null
   * @minimum 0
   */
  licenseValidTo: CompanySettingCompanyLicenseValidTo;
  /** 营业执照是否长期有效 */
  licenseLongTerm: CompanySettingCompanyLicenseLongTerm;
  /**
   * 带签名的文件地址
   * @maxLength 1000
   */
  licenseImageUrl: CompanySettingCompanyLicenseImageUrl;
  /**
   * 法定代表人或经营者姓名
   * @maxLength 50
   */
  legalPersonName: CompanySettingCompanyLegalPersonName;
  /**
   * 脱敏的证件号码
   * @maxLength 40
   */
  legalPersonIdMasked: CompanySettingCompanyLegalPersonIdMasked;
  /**
   * 认证时填写的结算账户开户行
   * @maxLength 100
   */
  settlementBankName: CompanySettingCompanySettlementBankName;
  /**
   * 脱敏的结算账号
   * @maxLength 40
   */
  settlementAccountMasked: CompanySettingCompanySettlementAccountMasked;
  /**
   * 认证时选择的一级类目名称
   * @maxItems 50
   */
  mainCategories: string[];
};
