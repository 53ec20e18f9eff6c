import type { CompanyType } from './companyType';
import type { BusinessLicenseDraft } from './businessLicenseDraft';
import type { LegalPersonDraft } from './legalPersonDraft';
import type { ShopQualificationDraft } from './shopQualificationDraft';
import type { SettlementAccountDraft } from './settlementAccountDraft';
import type { VerifyDraftCrossBorder } from './verifyDraftCrossBorder';

/**
 * 草稿：字段均可缺省，已填写的字段按正式提交的规则校验格式。
企业认证（资质）提交内容。公司类型决定必填项：
- 1 企业、2 个体工商户、3 小微商户、4 跨境企业均需 license、legalPerson、shop、settlement；
- 4 跨境企业另需 crossBorder，其他类型 crossBorder 为 null 或缺省；
- 2 个体工商户 / 3 小微商户的 legalPerson 为经营者本人；
- 店铺与品牌的条件必填见 ShopQualification。
条件必填由服务端校验，错误信息以字段标题指明。

 */
export interface VerifyDraft {
  /**
   * 填写到的步骤（0 起），恢复草稿时回到该步骤
   * @minimum 0
   * @maximum 10
   */
  currentStep?: number;
  /** 1 企业；2 个体工商户；3 小微商户；4 跨境企业 */
  companyType?: CompanyType;
  /** 营业执照信息（跨境企业填写境内主体的营业执照） */
  license?: BusinessLicenseDraft;
  /** 法定代表人（个体工商户为经营者）的身份信息 */
  legalPerson?: LegalPersonDraft;
  /** 开店信息。shopType 为 1（旗舰店）时 flagshipType 必填，否则为 null；brandType 为 2（授权品牌）时 authType 与 authDocUrls（至少 1 个）必填。 */
  shop?: ShopQualificationDraft;
  /** 货款结算银行账户。企业与跨境企业须为对公账户；个体工商户与小微商户可用经营者本人账户。 */
  settlement?: SettlementAccountDraft;
  /** 跨境企业必填；其他公司类型为 null 或缺省 */
  crossBorder?: VerifyDraftCrossBorder;
}
