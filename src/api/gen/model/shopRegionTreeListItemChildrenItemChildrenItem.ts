
/**
 * 一个区县
 */
export type ShopRegionTreeListItemChildrenItemChildrenItem = {
  /**
   * 6 位区县代码；东莞、中山等不设区县的地级市为 9 位乡镇街道代码
   * @maxLength 9
   */
  code: string;
  /**
   * 区县名称
   * @maxLength 50
   */
  name: string;
};
