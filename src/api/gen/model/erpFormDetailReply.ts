
/**
 * 平台或服务商的最新回复；尚未回复时为 null
 * @maxLength 500
 */
export type ErpFormDetailReply = string | null;
