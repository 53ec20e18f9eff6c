
/**
 * 可关联的品牌
 */
export type ShopTrademarkListBrandsItem = {
  /**
   * 品牌 id
   * @minimum 1
   * @maximum 2147483647
   */
  brandId: number;
  /**
   * 品牌名称
   * @maxLength 50
   */
  name: string;
  /**
   * 品牌申请时填写的商标注册号
   * @maxLength 50
   */
  trademarkNo: string;
};
