import type { ErpVendor } from './erpVendor';

/**
 * 已对接的 ERP 服务商；未对接时为 null
 */
export type ErpShopConfigVendor = ErpVendor | null;
