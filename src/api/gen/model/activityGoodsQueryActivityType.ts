
/**
 * 21 校园拼团；2 限时秒杀；4 折扣专区
 * @minimum 2
 * @maximum 21
 */
export type ActivityGoodsQueryActivityType = typeof ActivityGoodsQueryActivityType[keyof typeof ActivityGoodsQueryActivityType];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ActivityGoodsQueryActivityType = {
  NUMBER_21: 21,
  NUMBER_2: 2,
  NUMBER_4: 4,
} as const;
