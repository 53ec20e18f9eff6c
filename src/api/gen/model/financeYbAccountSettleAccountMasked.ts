
/**
 * 子账户绑定的结算银行账户（脱敏，即收款账户）
 * @maxLength 60
 */
export type FinanceYbAccountSettleAccountMasked = string | null;
