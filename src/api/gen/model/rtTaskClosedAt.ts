
/**
 * 未关闭时为 null
 * @minimum 0
 */
export type RtTaskClosedAt = number | null;
