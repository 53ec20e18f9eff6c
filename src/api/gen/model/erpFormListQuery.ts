import type { ErpFormStatus } from './erpFormStatus';
import type { ErpAbutmentType } from './erpAbutmentType';

/**
 * 对接申请单的筛选与分页条件
 */
export interface ErpFormListQuery {
  /** 0 待受理；1 处理中；2 已完成；3 已驳回；4 已撤销 */
  status?: ErpFormStatus;
  /** 1 ERP 对接；2 跨境清关对接（仅跨境企业） */
  abutmentType?: ErpAbutmentType;
  /**
   * 页码，从 1 开始
   * @minimum 1
   * @maximum 10000
   */
  pageNum: number;
  /**
   * 每页条数，1 至 100
   * @minimum 1
   * @maximum 100
   */
  pageSize: number;
}
