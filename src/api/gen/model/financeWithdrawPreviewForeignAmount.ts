
/**
 * 跨境提现按汇率折算的到账金额，单位：外币的分；其他为 null
 * @minimum 0
 */
export type FinanceWithdrawPreviewForeignAmount = number | null;
