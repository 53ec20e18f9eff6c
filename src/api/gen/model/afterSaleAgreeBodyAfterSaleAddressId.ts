
/**
 * 退货退款与换货的退货地址；缺省为默认地址
 * @minimum 1
 * @maximum 9007199254740991
 */
export type AfterSaleAgreeBodyAfterSaleAddressId = number | null;
