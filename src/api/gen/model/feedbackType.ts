
/**
 * 1 功能建议；2 问题反馈；3 投诉；4 其他
 * @minimum 1
 * @maximum 4
 */
export type FeedbackType = typeof FeedbackType[keyof typeof FeedbackType];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const FeedbackType = {
  NUMBER_1: 1,
  NUMBER_2: 2,
  NUMBER_3: 3,
  NUMBER_4: 4,
} as const;
