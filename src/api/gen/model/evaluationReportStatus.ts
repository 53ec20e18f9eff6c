
/**
 * 0 未举报；1 已举报，待平台处理
 */
export type EvaluationReportStatus = typeof EvaluationReportStatus[keyof typeof EvaluationReportStatus];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const EvaluationReportStatus = {
  NUMBER_0: 0,
  NUMBER_1: 1,
} as const;
