
/**
 * 成员当前的角色名称
 * @maxLength 50
 */
export type CompanySettingTransferCandidatesItemRoleName = string | null;
