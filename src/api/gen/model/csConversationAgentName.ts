
/**
 * 客服昵称
 * @maxLength 20
 */
export type CsConversationAgentName = string | null;
