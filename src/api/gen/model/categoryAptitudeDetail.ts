import type { Aptitude } from './aptitude';

/**
 * 一个类目的资质要求、本店持有情况与能否发布
 */
export interface CategoryAptitudeDetail {
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
  /** 该类目（含上级类目）要求的资质 */
  aptitudes: Aptitude[];
  /** 必需资质均已具备且未过期 */
  canPublish: boolean;
  /** 尚未具备（或已过期）的必需资质名称 */
  missing: string[];
  /**
   * 本店在该类目下的商品数
   * @minimum 0
   */
  goodsCount: number;
}
