
/**
 * 关闭原因；未关闭为 null
 * @maxLength 200
 */
export type OrderDetailCloseReason = string | null;
