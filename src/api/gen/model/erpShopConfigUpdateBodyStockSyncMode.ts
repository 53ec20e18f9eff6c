
/**
 * 1 全量覆盖；2 增量变更
 * @minimum 1
 * @maximum 2
 */
export type ErpShopConfigUpdateBodyStockSyncMode = typeof ErpShopConfigUpdateBodyStockSyncMode[keyof typeof ErpShopConfigUpdateBodyStockSyncMode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ErpShopConfigUpdateBodyStockSyncMode = {
  NUMBER_1: 1,
  NUMBER_2: 2,
} as const;
