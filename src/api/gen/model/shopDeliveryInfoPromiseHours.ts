
/**
 * 付款后多少小时内发货：24、48 或 72
 * @minimum 24
 * @maximum 72
 */
export type ShopDeliveryInfoPromiseHours = typeof ShopDeliveryInfoPromiseHours[keyof typeof ShopDeliveryInfoPromiseHours];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ShopDeliveryInfoPromiseHours = {
  NUMBER_24: 24,
  NUMBER_48: 48,
  NUMBER_72: 72,
} as const;
