
/**
 * 1 商家；2 买家；3 系统
 */
export type OrderLogActorType = typeof OrderLogActorType[keyof typeof OrderLogActorType];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const OrderLogActorType = {
  NUMBER_1: 1,
  NUMBER_2: 2,
  NUMBER_3: 3,
} as const;
