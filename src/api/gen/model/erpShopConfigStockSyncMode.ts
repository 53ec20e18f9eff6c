
/**
 * 1 全量覆盖；2 增量变更
 */
export type ErpShopConfigStockSyncMode = typeof ErpShopConfigStockSyncMode[keyof typeof ErpShopConfigStockSyncMode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ErpShopConfigStockSyncMode = {
  NUMBER_1: 1,
  NUMBER_2: 2,
} as const;
