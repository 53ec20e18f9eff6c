
/**
 * 1 有效；2 90 天内到期；3 已过期
 * @minimum 1
 * @maximum 3
 */
export type ShopTrademarkListListItemState = typeof ShopTrademarkListListItemState[keyof typeof ShopTrademarkListListItemState];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ShopTrademarkListListItemState = {
  NUMBER_1: 1,
  NUMBER_2: 2,
  NUMBER_3: 3,
} as const;
