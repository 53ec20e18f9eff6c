import type { ShopDeliveryInfoSaveBodyShipFrom } from './shopDeliveryInfoSaveBodyShipFrom';
import type { ShopDeliveryInfoSaveBodyPromiseHours } from './shopDeliveryInfoSaveBodyPromiseHours';

/**
 * 修改发货地址与发货时效承诺
 */
export interface ShopDeliveryInfoSaveBody {
  /** 发货地址 */
  shipFrom: ShopDeliveryInfoSaveBodyShipFrom;
  /**
   * 24、48 或 72 小时
   * @minimum 24
   * @maximum 72
   */
  promiseHours: ShopDeliveryInfoSaveBodyPromiseHours;
}
