import type { CompanyTransferBodyFormerOwnerRoleId } from './companyTransferBodyFormerOwnerRoleId';

/**
 * 新负责人、原负责人转让后的角色与短信验证码
 */
export interface CompanyTransferBody {
  /**
   * 接手的在职成员的用户 id
   * @minimum 1
   * @maximum 2147483647
   */
  userId: number;
  /**
   * 原负责人转让后的角色 id；缺省或 null 为「店长」
   * @minimum 1
   * @maximum 2147483647
   */
  formerOwnerRoleId?: CompanyTransferBodyFormerOwnerRoleId;
  /**
   * 6 位数字
   * @maxLength 6
   * @pattern ^\d{6}$
   */
  smsCode: string;
}
