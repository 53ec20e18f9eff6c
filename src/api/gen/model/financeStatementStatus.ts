
/**
 * 0 待确认；1 已确认；2 有异议（平台处理中）；3 异议已处理
 * @minimum 0
 * @maximum 3
 */
export type FinanceStatementStatus = typeof FinanceStatementStatus[keyof typeof FinanceStatementStatus];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const FinanceStatementStatus = {
  NUMBER_0: 0,
  NUMBER_1: 1,
  NUMBER_2: 2,
  NUMBER_3: 3,
} as const;
