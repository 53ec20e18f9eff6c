
/**
 * 员工所属角色名称；主账号为 null
 * @maxLength 50
 */
export type UserInfoRoleName = string | null;
