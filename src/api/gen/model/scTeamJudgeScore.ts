
/**
 * 0-100，平台评委给出
 */
export type ScTeamJudgeScore = number | null;
