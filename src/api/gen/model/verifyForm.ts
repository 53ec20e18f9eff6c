import type { CompanyType } from './companyType';
import type { BusinessLicense } from './businessLicense';
import type { LegalPerson } from './legalPerson';
import type { ShopQualification } from './shopQualification';
import type { SettlementAccount } from './settlementAccount';
import type { VerifyFormCrossBorder } from './verifyFormCrossBorder';

/**
 * 企业认证（资质）提交内容。公司类型决定必填项：
- 1 企业、2 个体工商户、3 小微商户、4 跨境企业均需 license、legalPerson、shop、settlement；
- 4 跨境企业另需 crossBorder，其他类型 crossBorder 为 null 或缺省；
- 2 个体工商户 / 3 小微商户的 legalPerson 为经营者本人；
- 店铺与品牌的条件必填见 ShopQualification。
条件必填由服务端校验，错误信息以字段标题指明。

 */
export interface VerifyForm {
  /** 1 企业；2 个体工商户；3 小微商户；4 跨境企业 */
  companyType: CompanyType;
  /** 营业执照信息（跨境企业填写境内主体的营业执照） */
  license: BusinessLicense;
  /** 法定代表人（个体工商户为经营者）的身份信息 */
  legalPerson: LegalPerson;
  /** 开店信息。shopType 为 1（旗舰店）时 flagshipType 必填，否则为 null；brandType 为 2（授权品牌）时 authType 与 authDocUrls（至少 1 个）必填。 */
  shop: ShopQualification;
  /** 货款结算银行账户。企业与跨境企业须为对公账户；个体工商户与小微商户可用经营者本人账户。 */
  settlement: SettlementAccount;
  /** 跨境企业必填；其他公司类型为 null 或缺省 */
  crossBorder?: VerifyFormCrossBorder;
}
