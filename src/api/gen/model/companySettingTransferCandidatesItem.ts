import type { CompanySettingTransferCandidatesItemRoleName } from './companySettingTransferCandidatesItemRoleName';

/**
 * 一位成员
 */
export type CompanySettingTransferCandidatesItem = {
  /**
   * 成员的用户 id
   * @minimum 1
   */
  userId: number;
  /**
   * 成员姓名
   * @maxLength 50
   */
  name: string;
  /**
   * 脱敏的手机号
   * @maxLength 20
   */
  phoneMasked: string;
  /**
   * 成员当前的角色名称
   * @maxLength 50
   */
  roleName: CompanySettingTransferCandidatesItemRoleName;
};
