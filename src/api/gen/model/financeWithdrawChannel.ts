
/**
 * normal 普通提现（到绑定的结算银行账户）；cross 跨境提现（到境外账户，按汇率换汇）；tax 完税提现（个体工商户、小微商户，代扣个人所得税）
 */
export type FinanceWithdrawChannel = typeof FinanceWithdrawChannel[keyof typeof FinanceWithdrawChannel];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const FinanceWithdrawChannel = {
  normal: 'normal',
  cross: 'cross',
  tax: 'tax',
} as const;
