import type { ShopFreightTemplateSaveBodyRulesItemKind } from './shopFreightTemplateSaveBodyRulesItemKind';
import type { ShopFreightTemplateSaveBodyRulesItemSlotsItem } from './shopFreightTemplateSaveBodyRulesItemSlotsItem';

/**
 * 一条指定运费：地区（kind 1，codes 为省、市或区县代码）或校园配送区（kind 2，codes 为学校、校区或宿舍楼 id）
 */
export type ShopFreightTemplateSaveBodyRulesItem = {
  /**
   * 1 地区；2 校园配送区
   * @minimum 1
   * @maximum 2
   */
  kind: ShopFreightTemplateSaveBodyRulesItemKind;
  /**
   * 地区代码（2 位省、4 位市、6 位区县）或校园地点 id；同一模板内不得重叠
   * @maxItems 500
   */
  codes: string[];
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
   * 校园配送区的配送时段，互不交叉；地区为空数组
   * @maxItems 6
   */
  slots: ShopFreightTemplateSaveBodyRulesItemSlotsItem[];
};
