
/**
 * 发送的客服昵称
 * @maxLength 20
 */
export type CsMessageAgentName = string | null;
