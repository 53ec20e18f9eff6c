
/**
 * 上一页答复的 nextCursor
 * @maxLength 28
 * @pattern ^\d{1,15}_\d{1,12}$
 */
export type CsConversationListBodyCursor = string | null;
