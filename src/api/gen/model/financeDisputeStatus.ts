
/**
 * 0 平台处理中；1 已处理
 */
export type FinanceDisputeStatus = typeof FinanceDisputeStatus[keyof typeof FinanceDisputeStatus];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const FinanceDisputeStatus = {
  NUMBER_0: 0,
  NUMBER_1: 1,
} as const;
