
/**
 * 授权失败的原因；未失败时为 null
 * @maxLength 500
 */
export type ErpAuthResultFailReason = string | null;
