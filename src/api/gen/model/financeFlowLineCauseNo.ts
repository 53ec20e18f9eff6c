
/**
 * 业务来源的单号（展示用）
 * @maxLength 40
 */
export type FinanceFlowLineCauseNo = string | null;
