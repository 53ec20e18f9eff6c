
/**
 * 0 待平台确认；1 已完成（充值已到账、扣除或退还已完成）；2 已驳回
 * @minimum 0
 * @maximum 2
 */
export type FinanceDepositRecordStatus = typeof FinanceDepositRecordStatus[keyof typeof FinanceDepositRecordStatus];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const FinanceDepositRecordStatus = {
  NUMBER_0: 0,
  NUMBER_1: 1,
  NUMBER_2: 2,
} as const;
