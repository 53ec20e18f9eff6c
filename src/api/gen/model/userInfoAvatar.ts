
/**
 * 头像图片地址；未设置时为 null
 */
export type UserInfoAvatar = string | null;
