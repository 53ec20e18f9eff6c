import type { FinanceOverseasAccount } from './financeOverseasAccount';

/**
 * 跨境企业的境外账户；其他为 null
 */
export type FinanceAccountDetailOverseasAccount = FinanceOverseasAccount | null;
