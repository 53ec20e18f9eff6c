
/**
 * 1 待展示；2 展示中；3 已结束
 * @minimum 1
 * @maximum 3
 */
export type ShopAnnouncementListListItemState = typeof ShopAnnouncementListListItemState[keyof typeof ShopAnnouncementListListItemState];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ShopAnnouncementListListItemState = {
  NUMBER_1: 1,
  NUMBER_2: 2,
  NUMBER_3: 3,
} as const;
