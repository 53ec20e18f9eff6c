
/**
 * available 可提现余额；pending 待结算；frozen 冻结；withdrawing 提现中；deposit 保证金；marketing 营销资金；owed 欠款（结算后发生的退款记在此账户，余额 ≤ 0，从后续结算中扣回）
 */
export type FinanceAccount = typeof FinanceAccount[keyof typeof FinanceAccount];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const FinanceAccount = {
  available: 'available',
  pending: 'pending',
  frozen: 'frozen',
  withdrawing: 'withdrawing',
  deposit: 'deposit',
  marketing: 'marketing',
  owed: 'owed',
} as const;
