
/**
 * recharge 充值；deduction 扣除（违规处罚）；refund 退还（关店后）
 */
export type FinanceDepositRecordType = typeof FinanceDepositRecordType[keyof typeof FinanceDepositRecordType];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const FinanceDepositRecordType = {
  recharge: 'recharge',
  deduction: 'deduction',
  refund: 'refund',
} as const;
