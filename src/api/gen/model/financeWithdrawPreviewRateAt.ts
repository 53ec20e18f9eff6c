
/**
 * 汇率报价时间（跨境提现），毫秒时间戳；无则为 null
 * @minimum 0
 * @maximum 4102444800000
 */
export type FinanceWithdrawPreviewRateAt = number | null;
