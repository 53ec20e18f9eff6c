
/**
 * 说明文字
 * @maxLength 200
 */
export type FinanceFlowLineRemark = string | null;
