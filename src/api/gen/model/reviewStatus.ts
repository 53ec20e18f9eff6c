
/**
 * -2 待提交；-1 驳回；0 审核中；1 通过（只有通过才能进入商家后台）
 */
export type ReviewStatus = typeof ReviewStatus[keyof typeof ReviewStatus];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ReviewStatus = {
  NUMBER_MINUS_2: -2,
  NUMBER_MINUS_1: -1,
  NUMBER_0: 0,
  NUMBER_1: 1,
} as const;
