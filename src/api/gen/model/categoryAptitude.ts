import type { Aptitude } from './aptitude';

/**
 * 一个商品类目及其资质要求
 */
export interface CategoryAptitude {
  /**
   * 类目 id
   * @minimum 1
   */
  categoryId: number;
  /**
   * 类目名称
   * @maxLength 50
   */
  categoryName: string;
  /** 从一级类目到本类目的名称 */
  categoryPath: string[];
  /** 该类目要求的资质 */
  aptitudes: Aptitude[];
}
