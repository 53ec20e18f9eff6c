
/**
 * approve 通过；reject 驳回
 * @maxLength 10
 */
export type TpReviewBodyAction = typeof TpReviewBodyAction[keyof typeof TpReviewBodyAction];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const TpReviewBodyAction = {
  approve: 'approve',
  reject: 'reject',
} as const;
