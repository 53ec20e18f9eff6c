
/**
 * 1 快递配送；2 校园配送；3 到店自提
 * @minimum 1
 * @maximum 3
 */
export type DeliveryType = typeof DeliveryType[keyof typeof DeliveryType];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const DeliveryType = {
  NUMBER_1: 1,
  NUMBER_2: 2,
  NUMBER_3: 3,
} as const;
