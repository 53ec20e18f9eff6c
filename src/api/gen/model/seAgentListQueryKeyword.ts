
/**
 * 姓名、手机号或推荐码
 * @maxLength 30
 */
export type SeAgentListQueryKeyword = string | null;
