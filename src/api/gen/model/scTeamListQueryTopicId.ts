
/**
 * 只看承接该命题的团队
 * @minimum 1
 * @maximum 9007199254740991
 */
export type ScTeamListQueryTopicId = number | null;
