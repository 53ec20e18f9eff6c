
/**
 * 所属批次
 * @maxLength 50
 */
export type CardCodeCheckResultBatchName = string | null;
