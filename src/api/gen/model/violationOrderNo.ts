
/**
 * 相关订单
 */
export type ViolationOrderNo = string | null;
