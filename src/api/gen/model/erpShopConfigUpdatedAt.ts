
/**
 * 配置最近修改时间，毫秒时间戳；从未修改时为 null
 * @minimum 0
 */
export type ErpShopConfigUpdatedAt = number | null;
