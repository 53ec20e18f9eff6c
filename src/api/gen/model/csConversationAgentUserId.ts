
/**
 * 接待客服的成员 ID
 * @minimum 1
 * @maximum 2147483647
 */
export type CsConversationAgentUserId = number | null;
