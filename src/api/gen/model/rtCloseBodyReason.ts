
/**
 * 可选，至多 200 字
 * @maxLength 200
 */
export type RtCloseBodyReason = string | null;
