import type { FinanceWithdrawAccount } from './financeWithdrawAccount';

/**
 * 到账账户；未绑定时为 null
 */
export type FinanceWithdrawPreviewAccount = FinanceWithdrawAccount | null;
