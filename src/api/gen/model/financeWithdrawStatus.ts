
/**
 * 0 处理中；1 已到账；2 失败已退回
 * @minimum 0
 * @maximum 2
 */
export type FinanceWithdrawStatus = typeof FinanceWithdrawStatus[keyof typeof FinanceWithdrawStatus];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const FinanceWithdrawStatus = {
  NUMBER_0: 0,
  NUMBER_1: 1,
  NUMBER_2: 2,
} as const;
