
/**
 * 一栋宿舍楼
 */
export type ShopCampusTreeListItemChildrenItemChildrenItem = {
  /**
   * 宿舍楼 id
   * @maxLength 10
   */
  code: string;
  /**
   * 楼名
   * @maxLength 50
   */
  name: string;
};
