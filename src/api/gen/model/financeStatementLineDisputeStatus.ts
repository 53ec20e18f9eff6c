import type { FinanceDisputeStatus } from './financeDisputeStatus';

/**
 * 0 平台处理中；1 已处理；未提出异议为 null
 */
export type FinanceStatementLineDisputeStatus = FinanceDisputeStatus | null;
