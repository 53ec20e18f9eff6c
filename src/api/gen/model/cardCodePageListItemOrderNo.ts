
/**
 * 发放到的订单
 * @maxLength 32
 */
export type CardCodePageListItemOrderNo = string | null;
