
/**
 * normal 普通提现；tax 完税提现
 */
export type FinanceWithdrawPreviewBodyChannel = typeof FinanceWithdrawPreviewBodyChannel[keyof typeof FinanceWithdrawPreviewBodyChannel];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const FinanceWithdrawPreviewBodyChannel = {
  normal: 'normal',
  tax: 'tax',
} as const;
