
/**
 * 以点分隔的权限键，如 goods.list、kf.session.setting.view
 * @maxLength 100
 * @pattern ^[a-z][a-zA-Z0-9-]*(?:\.[a-z][a-zA-Z0-9-]*)+$
 */
export type PermissionKey = string;
