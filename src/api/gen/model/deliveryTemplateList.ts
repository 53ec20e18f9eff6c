import type { DeliveryTemplateListListItem } from './deliveryTemplateListListItem';

/**
 * 本店运费模板
 */
export interface DeliveryTemplateList {
  /** 本店全部运费模板 */
  list: DeliveryTemplateListListItem[];
}
