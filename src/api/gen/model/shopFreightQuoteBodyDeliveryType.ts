
/**
 * 1 快递配送；2 校园配送；3 到店自提
 * @minimum 1
 * @maximum 3
 */
export type ShopFreightQuoteBodyDeliveryType = typeof ShopFreightQuoteBodyDeliveryType[keyof typeof ShopFreightQuoteBodyDeliveryType];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ShopFreightQuoteBodyDeliveryType = {
  NUMBER_1: 1,
  NUMBER_2: 2,
  NUMBER_3: 3,
} as const;
