import type { ErpShopConfigUpdateBodyWarehouseCode } from './erpShopConfigUpdateBodyWarehouseCode';
import type { ErpShopConfigUpdateBodyStockSyncMode } from './erpShopConfigUpdateBodyStockSyncMode';

/**
 * 店铺 ERP 同步配置（整体提交）
 */
export interface ErpShopConfigUpdateBody {
  /** 是否从 ERP 同步商品资料 */
  syncGoods: boolean;
  /** 是否由 ERP 回写库存（需在库存同步白名单内） */
  syncStock: boolean;
  /** 是否把订单推送到 ERP 并回传发货信息 */
  syncOrders: boolean;
  /** 是否把售后单推送到 ERP */
  syncAfterSale: boolean;
  /**
   * ERP 中的发货仓库编码，字母、数字、下划线或短横线；不指定时为 null
   * @maxLength 64
   * @pattern ^[A-Za-z0-9_-]+$
   */
  warehouseCode?: ErpShopConfigUpdateBodyWarehouseCode;
  /**
   * 1 全量覆盖；2 增量变更
   * @minimum 1
   * @maximum 2
   */
  stockSyncMode: ErpShopConfigUpdateBodyStockSyncMode;
  /**
   * 订单支付后延迟推送到 ERP 的分钟数，0 至 1440
   * @minimum 0
   * @maximum 1440
   */
  orderPushDelayMinutes: number;
}
