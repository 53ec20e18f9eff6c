
/**
 * 品牌申请 id
 */
export interface BrandApplyResult {
  /**
   * 品牌 id
   * @minimum 1
   */
  brandId: number;
}
