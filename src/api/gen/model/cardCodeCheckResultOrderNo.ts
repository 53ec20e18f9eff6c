
/**
 * 发放到的订单
 * @maxLength 32
 */
export type CardCodeCheckResultOrderNo = string | null;
