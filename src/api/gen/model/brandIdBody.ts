
/**
 * 指定一个品牌
 */
export interface BrandIdBody {
  /**
   * 品牌 id
   * @minimum 1
   * @maximum 2147483647
   */
  brandId: number;
}
