
/**
 * 角色说明
 * @maxLength 200
 */
export type RoleItemDescription = string | null;
