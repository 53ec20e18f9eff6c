
/**
 * marketing_recharge 充值；marketing_cost 扣费；adjust 调账
 */
export type FinanceMarketingFilterKindsItem = typeof FinanceMarketingFilterKindsItem[keyof typeof FinanceMarketingFilterKindsItem];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const FinanceMarketingFilterKindsItem = {
  marketing_recharge: 'marketing_recharge',
  marketing_cost: 'marketing_cost',
  adjust: 'adjust',
} as const;
