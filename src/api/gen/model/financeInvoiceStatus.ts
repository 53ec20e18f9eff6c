
/**
 * 0 待开票；1 已开票；2 已驳回；3 已红冲
 * @minimum 0
 * @maximum 3
 */
export type FinanceInvoiceStatus = typeof FinanceInvoiceStatus[keyof typeof FinanceInvoiceStatus];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const FinanceInvoiceStatus = {
  NUMBER_0: 0,
  NUMBER_1: 1,
  NUMBER_2: 2,
  NUMBER_3: 3,
} as const;
