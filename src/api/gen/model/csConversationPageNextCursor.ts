
/**
 * 没有下一页为空
 * @maxLength 40
 */
export type CsConversationPageNextCursor = string | null;
