
/**
 * 修改时传入
 * @minimum 1
 * @maximum 9007199254740991
 */
export type AfterSaleAddressBodyAfterSaleAddressId = number | null;
