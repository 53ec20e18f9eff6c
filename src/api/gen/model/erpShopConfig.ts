import type { ErpShopConfigAppKey } from './erpShopConfigAppKey';
import type { ErpAuthScope } from './erpAuthScope';
import type { ErpShopConfigRatePerMinute } from './erpShopConfigRatePerMinute';
import type { ErpSyncError } from './erpSyncError';
import type { ErpShopConfigVendor } from './erpShopConfigVendor';
import type { ErpAbutmentStatus } from './erpAbutmentStatus';
import type { ErpAuthStatus } from './erpAuthStatus';
import type { ErpShopConfigWarehouseCode } from './erpShopConfigWarehouseCode';
import type { ErpShopConfigStockSyncMode } from './erpShopConfigStockSyncMode';
import type { ErpShopConfigLastSyncAt } from './erpShopConfigLastSyncAt';
import type { ErpShopConfigUpdatedAt } from './erpShopConfigUpdatedAt';

/**
 * 本店的 ERP 对接状态与同步配置
 */
export interface ErpShopConfig {
  /**
   * 授权生成的开放接口 AppKey（密钥只交给 ERP，不在此显示）；未授权时为 null
   * @maxLength 64
   */
  appKey: ErpShopConfigAppKey;
  /**
   * 当前应用被授予的数据权限
   * @maxItems 10
   */
  scopes: ErpAuthScope[];
  /**
   * 该应用每分钟最多调用次数；未授权时为 null
   * @minimum 1
   */
  ratePerMinute: ErpShopConfigRatePerMinute;
  /**
   * 最近 20 条被拒绝的调用或失败的行（最新在前）
   * @maxItems 20
   */
  recentErrors: ErpSyncError[];
  /** 已对接的 ERP 服务商；未对接时为 null */
  vendor: ErpShopConfigVendor;
  /** 0 未对接；1 已申请待受理；2 服务商配置中；3 待商家确认；4 已对接；5 已撤销；6 已驳回 */
  abutmentStatus: ErpAbutmentStatus;
  /** 0 未授权；1 授权中（待核验）；2 已授权；3 授权失败；4 授权已过期 */
  authStatus: ErpAuthStatus;
  /** 是否从 ERP 同步商品资料 */
  syncGoods: boolean;
  /** 是否由 ERP 回写库存（需在库存同步白名单内） */
  syncStock: boolean;
  /** 是否把订单推送到 ERP 并回传发货信息 */
  syncOrders: boolean;
  /** 是否把售后单推送到 ERP */
  syncAfterSale: boolean;
  /**
   * ERP 中的发货仓库编码；未设置时为 null
   * @maxLength 64
   */
  warehouseCode: ErpShopConfigWarehouseCode;
  /** 1 全量覆盖；2 增量变更 */
  stockSyncMode: ErpShopConfigStockSyncMode;
  /**
   * 订单支付后延迟推送到 ERP 的分钟数（留出买家取消时间），0 至 1440
   * @minimum 0
   * @maximum 1440
   */
  orderPushDelayMinutes: number;
  /**
   * 最近一次成功同步的时间，毫秒时间戳；从未同步时为 null
   * @minimum 0
   */
  lastSyncAt: ErpShopConfigLastSyncAt;
  /**
   * 配置最近修改时间，毫秒时间戳；从未修改时为 null
   * @minimum 0
   */
  updatedAt: ErpShopConfigUpdatedAt;
}
