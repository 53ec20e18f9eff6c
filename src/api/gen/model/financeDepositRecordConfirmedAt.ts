
/**
 * 平台确认或完成时间，毫秒时间戳；无则为 null
 * @minimum 0
 * @maximum 4102444800000
 */
export type FinanceDepositRecordConfirmedAt = number | null;
