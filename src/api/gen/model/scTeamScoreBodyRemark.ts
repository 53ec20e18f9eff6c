
/**
 * 可空
 * @maxLength 200
 */
export type ScTeamScoreBodyRemark = string | null;
