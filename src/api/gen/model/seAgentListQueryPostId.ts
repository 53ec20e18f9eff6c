
/**
 * 只看该岗位的报名
 * @minimum 1
 * @maximum 9007199254740991
 */
export type SeAgentListQueryPostId = number | null;
