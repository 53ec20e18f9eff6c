
/**
 * 外币到账金额，单位：外币的分（跨境）
 * @minimum 0
 */
export type FinanceWithdrawalForeignAmount = number | null;
