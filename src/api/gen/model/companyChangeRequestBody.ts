
/**
 * 要变更的字段（至少一项与现有资料不同）与变更原因；不变的字段不传
 */
export interface CompanyChangeRequestBody {
  /**
   * 营业执照上的新名称
   * @maxLength 100
   */
  companyName?: string;
  /**
   * 营业执照上的新地址
   * @maxLength 200
   */
  licenseAddress?: string;
  /**
   * 法定代表人或经营者的新姓名
   * @maxLength 50
   */
  legalPersonName?: string;
  /**
   * 变更后的营业执照照片，须是本公司通过上传接口得到的地址
   * @maxLength 500
   */
  licenseImageUrl?: string;
  /**
   * 变更原因，2 至 200 字
   * @minLength 2
   * @maxLength 200
   */
  reason: string;
}
