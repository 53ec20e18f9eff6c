import type { ShopFreightTemplateDetailRulesItemKind } from './shopFreightTemplateDetailRulesItemKind';
import type { ShopFreightTemplateDetailRulesItemPlacesItem } from './shopFreightTemplateDetailRulesItemPlacesItem';
import type { ShopFreightTemplateDetailRulesItemSlotsItem } from './shopFreightTemplateDetailRulesItemSlotsItem';

/**
 * 一条指定运费
 */
export type ShopFreightTemplateDetailRulesItem = {
  /**
   * 1 地区；2 校园配送区
   * @minimum 1
   * @maximum 2
   */
  kind: ShopFreightTemplateDetailRulesItemKind;
  /**
   * 所选地区或校园地点
   * @maxItems 500
   */
  places: ShopFreightTemplateDetailRulesItemPlacesItem[];
  /**
   * 按件计费为件数，按重量计费为克数；不能为 0
   * @minimum 0
   * @maximum 100000
   */
  firstUnit: number;
  /**
   * 首件（首重）运费（分）
   * @minimum 0
   * @maximum 100000
   */
  firstFee: number;
  /**
   * 每次续加的件数或克数；不能为 0
   * @minimum 0
   * @maximum 100000
   */
  extraUnit: number;
  /**
   * 每个续件（续重）的运费（分）
   * @minimum 0
   * @maximum 100000
   */
  extraFee: number;
  /**
   * 校园配送区的配送时段
   * @maxItems 6
   */
  slots: ShopFreightTemplateDetailRulesItemSlotsItem[];
};
