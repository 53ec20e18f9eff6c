import type { FinanceCauseType } from './financeCauseType';

/**
 * 引起这笔变动的业务；无则为 null
 */
export type FinanceFlowLineCauseType = FinanceCauseType | null;
