
/**
 * 预置角色代号（manager 店长、ops 运营、cs 客服、finance 财务、warehouse 仓库），自建角色为 null
 * @maxLength 20
 */
export type RoleItemPreset = string | null;
