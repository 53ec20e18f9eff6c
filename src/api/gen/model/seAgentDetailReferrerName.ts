
/**
 * 推荐人姓名
 */
export type SeAgentDetailReferrerName = string | null;
