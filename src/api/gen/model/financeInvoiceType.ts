
/**
 * 1 增值税电子普通发票；2 增值税电子专用发票
 * @minimum 1
 * @maximum 2
 */
export type FinanceInvoiceType = typeof FinanceInvoiceType[keyof typeof FinanceInvoiceType];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const FinanceInvoiceType = {
  NUMBER_1: 1,
  NUMBER_2: 2,
} as const;
