import type { FinanceCauseType } from './financeCauseType';

/**
 * 扣除对应的处罚等；无则为 null
 */
export type FinanceDepositRecordCauseType = FinanceCauseType | null;
