
/**
 * 授权成功时间，毫秒时间戳；未授权时为 null
 * @minimum 0
 */
export type ErpAuthResultAuthorizedAt = number | null;
