
/**
 * 毫秒时间戳；未完成为 null
 * @minimum 0
 */
export type OrderExportJobFinishedAt = number | null;
