
/**
 * 最近一次成功同步的时间，毫秒时间戳；从未同步时为 null
 * @minimum 0
 */
export type ErpShopConfigLastSyncAt = number | null;
