
/**
 * 21 校园拼团；2 限时秒杀；4 折扣专区
 */
export type ActivityGoodsPageListItemActivityType = typeof ActivityGoodsPageListItemActivityType[keyof typeof ActivityGoodsPageListItemActivityType];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ActivityGoodsPageListItemActivityType = {
  NUMBER_21: 21,
  NUMBER_2: 2,
  NUMBER_4: 4,
} as const;
