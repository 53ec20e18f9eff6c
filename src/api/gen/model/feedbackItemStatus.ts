
/**
 * 0 待处理；1 已处理
 */
export type FeedbackItemStatus = typeof FeedbackItemStatus[keyof typeof FeedbackItemStatus];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const FeedbackItemStatus = {
  NUMBER_0: 0,
  NUMBER_1: 1,
} as const;
