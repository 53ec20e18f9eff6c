
/**
 * day 日账单；month 月账单
 */
export type FinanceStatementPeriod = typeof FinanceStatementPeriod[keyof typeof FinanceStatementPeriod];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const FinanceStatementPeriod = {
  day: 'day',
  month: 'month',
} as const;
