
/**
 * 1 未开始；2 生效中；3 已结束；4 已撤销
 * @minimum 1
 * @maximum 4
 */
export type ShopDeliveryInfoDelaysItemState = typeof ShopDeliveryInfoDelaysItemState[keyof typeof ShopDeliveryInfoDelaysItemState];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ShopDeliveryInfoDelaysItemState = {
  NUMBER_1: 1,
  NUMBER_2: 2,
  NUMBER_3: 3,
  NUMBER_4: 4,
} as const;
