
/**
 * 0 未发放；1 已发放；2 已核销
 */
export type CardCodePageListItemStatus = typeof CardCodePageListItemStatus[keyof typeof CardCodePageListItemStatus];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const CardCodePageListItemStatus = {
  NUMBER_0: 0,
  NUMBER_1: 1,
  NUMBER_2: 2,
} as const;
