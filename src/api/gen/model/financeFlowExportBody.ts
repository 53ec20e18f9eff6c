import type { FinanceFlowFilter } from './financeFlowFilter';

/**
 * 按当前筛选条件导出 Excel（至多 20000 条）
 */
export interface FinanceFlowExportBody {
  /** 与列表相同的筛选条件 */
  filter: FinanceFlowFilter;
}
