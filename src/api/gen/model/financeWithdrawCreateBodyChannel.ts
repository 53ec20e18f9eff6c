
/**
 * normal 普通提现；tax 完税提现
 */
export type FinanceWithdrawCreateBodyChannel = typeof FinanceWithdrawCreateBodyChannel[keyof typeof FinanceWithdrawCreateBodyChannel];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const FinanceWithdrawCreateBodyChannel = {
  normal: 'normal',
  tax: 'tax',
} as const;
