
/**
 * 0 待结算（随订单结算入账）；1 已结算；2 已取消（订单全额退款）
 */
export type FinanceSubsidyStatus = typeof FinanceSubsidyStatus[keyof typeof FinanceSubsidyStatus];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const FinanceSubsidyStatus = {
  NUMBER_0: 0,
  NUMBER_1: 1,
  NUMBER_2: 2,
} as const;
