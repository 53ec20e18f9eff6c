
/**
 * 到账时间，毫秒时间戳；无则为 null
 * @minimum 0
 * @maximum 4102444800000
 */
export type FinanceWithdrawalPaidAt = number | null;
