import type { ShopDeliveryInfoShipFromOneOf } from './shopDeliveryInfoShipFromOneOf';

/**
 * 未设置为 null
 */
export type ShopDeliveryInfoShipFrom = ShopDeliveryInfoShipFromOneOf | null;
