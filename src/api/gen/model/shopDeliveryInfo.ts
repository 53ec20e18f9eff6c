import type { ShopDeliveryInfoShipFrom } from './shopDeliveryInfoShipFrom';
import type { ShopDeliveryInfoPromiseHours } from './shopDeliveryInfoPromiseHours';
import type { ShopDeliveryInfoDelaysItem } from './shopDeliveryInfoDelaysItem';
import type { ShopDeliveryInfoRules } from './shopDeliveryInfoRules';

/**
 * 发货地址、发货时效承诺与延迟发货报备
 */
export interface ShopDeliveryInfo {
  /** 未设置为 null */
  shipFrom: ShopDeliveryInfoShipFrom;
  /**
   * 付款后多少小时内发货：24、48 或 72
   * @minimum 24
   * @maximum 72
   */
  promiseHours: ShopDeliveryInfoPromiseHours;
  /**
   * 近一年的报备，新的在前
   * @maxItems 200
   */
  delays: ShopDeliveryInfoDelaysItem[];
  /** 延迟发货报备的上限 */
  rules: ShopDeliveryInfoRules;
}
