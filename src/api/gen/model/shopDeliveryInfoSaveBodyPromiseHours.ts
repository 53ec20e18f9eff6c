
/**
 * 24、48 或 72 小时
 * @minimum 24
 * @maximum 72
 */
export type ShopDeliveryInfoSaveBodyPromiseHours = typeof ShopDeliveryInfoSaveBodyPromiseHours[keyof typeof ShopDeliveryInfoSaveBodyPromiseHours];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ShopDeliveryInfoSaveBodyPromiseHours = {
  NUMBER_24: 24,
  NUMBER_48: 48,
  NUMBER_72: 72,
} as const;
