import type { Brand } from './brand';

/**
 * 品牌分页结果
 */
export interface BrandPage {
  /** 本页品牌 */
  list: Brand[];
  /**
   * 总条数
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
   */
  pageSize: number;
}
