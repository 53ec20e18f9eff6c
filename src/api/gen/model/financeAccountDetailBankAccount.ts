import type { FinanceBankAccount } from './financeBankAccount';

/**
 * 绑定的结算账户；未绑定为 null
 */
export type FinanceAccountDetailBankAccount = FinanceBankAccount | null;
