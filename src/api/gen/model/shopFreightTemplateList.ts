import type { ShopFreightTemplateListListItem } from './shopFreightTemplateListListItem';

/**
 * 本店全部运费模板（默认模板在前）
 */
export interface ShopFreightTemplateList {
  /**
   * 运费模板
   * @maxItems 200
   */
  list: ShopFreightTemplateListListItem[];
}
