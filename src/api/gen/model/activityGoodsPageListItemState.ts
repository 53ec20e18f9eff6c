
/**
 * 1 报名审核中；2 未开始；3 进行中；4 已结束；5 未通过
 */
export type ActivityGoodsPageListItemState = typeof ActivityGoodsPageListItemState[keyof typeof ActivityGoodsPageListItemState];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ActivityGoodsPageListItemState = {
  NUMBER_1: 1,
  NUMBER_2: 2,
  NUMBER_3: 3,
  NUMBER_4: 4,
  NUMBER_5: 5,
} as const;
