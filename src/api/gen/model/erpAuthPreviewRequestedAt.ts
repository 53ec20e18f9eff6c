
/**
 * ERP 发起这次授权的时间，毫秒时间戳；不带 state 时为 null
 * @minimum 0
 */
export type ErpAuthPreviewRequestedAt = number | null;
