
/**
 * 授权到期时间，毫秒时间戳；长期有效或未授权时为 null
 * @minimum 0
 */
export type ErpAuthResultExpireAt = number | null;
