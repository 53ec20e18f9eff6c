import type { ErpFormSummary } from './erpFormSummary';

/**
 * 对接申请单分页结果
 */
export interface ErpFormPage {
  /** 本页数据 */
  list: ErpFormSummary[];
  /**
   * 符合条件的总条数
   * @minimum 0
   */
  total: number;
  /**
   * 当前页码
   * @minimum 1
   */
  pageNum: number;
  /**
   * 每页条数
   * @minimum 1
   * @maximum 100
   */
  pageSize: number;
}
