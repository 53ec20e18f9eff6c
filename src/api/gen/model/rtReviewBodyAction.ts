
/**
 * approve 通过；reject 驳回
 * @maxLength 10
 */
export type RtReviewBodyAction = typeof RtReviewBodyAction[keyof typeof RtReviewBodyAction];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const RtReviewBodyAction = {
  approve: 'approve',
  reject: 'reject',
} as const;
