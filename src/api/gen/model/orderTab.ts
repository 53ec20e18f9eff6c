
/**
 * 0 全部；1 待付款；2 待发货；3 已发货；4 已完成；5 已关闭；6 售后中
 * @minimum 0
 * @maximum 6
 */
export type OrderTab = typeof OrderTab[keyof typeof OrderTab];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const OrderTab = {
  NUMBER_0: 0,
  NUMBER_1: 1,
  NUMBER_2: 2,
  NUMBER_3: 3,
  NUMBER_4: 4,
  NUMBER_5: 5,
  NUMBER_6: 6,
} as const;
