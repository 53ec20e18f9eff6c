
/**
 * 相关订单
 */
export type ViolationOrderId = number | null;
