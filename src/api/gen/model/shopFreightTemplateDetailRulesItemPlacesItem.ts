
/**
 * 地区或校园地点
 */
export type ShopFreightTemplateDetailRulesItemPlacesItem = {
  /**
   * 地区代码或校园地点 id
   * @maxLength 10
   */
  code: string;
  /**
   * 完整名称
   * @maxLength 100
   */
  name: string;
};
