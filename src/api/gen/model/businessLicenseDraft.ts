import type { BusinessLicenseDraftValidTo } from './businessLicenseDraftValidTo';

/**
 * 草稿：字段均可缺省，已填写的字段按正式提交的规则校验格式。营业执照信息（跨境企业填写境内主体的营业执照）
 */
export interface BusinessLicenseDraft {
  /**
   * 营业执照照片或扫描件地址（上传接口返回）
   * @maxLength 1000
   */
  imageUrl?: string;
  /**
   * 18 位统一社会信用代码（不含 I、O、S、V、Z），服务端另校验校验位
   * @minLength 18
   * @maxLength 18
   * @pattern ^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$
   */
  creditCode?: string;
  /**
   * 营业执照上的主体名称
   * @minLength 2
   * @maxLength 100
   */
  name?: string;
  /**
   * 营业执照上的住所/经营场所
   * @minLength 5
   * @maxLength 200
   */
  address?: string;
  /**
   * 营业期限开始日期，毫秒时间戳
   * @minimum 0
   * @maximum 4102444800000
   */
  validFrom?: number;
  /**
   * 营业期限截止日期，毫秒时间戳；长期有效时为 null
   * @minimum 0
   * @maximum 4102444800000
   */
  validTo?: BusinessLicenseDraftValidTo;
  /** true 表示营业期限为长期，此时 validTo 为 null */
  longTerm?: boolean;
}
