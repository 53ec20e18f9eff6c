import type { BrandQueryStatus } from './brandQueryStatus';

/**
 * 品牌的筛选与分页
 */
export interface BrandQuery {
  /**
   * 品牌名称或商标注册号
   * @maxLength 50
   */
  keyword?: string;
  /**
   * 0 审核中；1 已通过；-1 已驳回
   * @minimum -1
   * @maximum 1
   */
  status?: BrandQueryStatus;
  /**
   * 从 1 开始
   * @minimum 1
   * @maximum 10000
   */
  pageNum: number;
  /**
   * 1 至 100
   * @minimum 1
   * @maximum 100
   */
  pageSize: number;
}
