import type { TpTakeStatus } from './tpTakeStatus';

/**
 * 为空时不筛选
 */
export type TpTakeQueryStatus = TpTakeStatus | null;
