
/**
 * 1 征集中；2 已关闭
 */
export type ScTopicStatus = typeof ScTopicStatus[keyof typeof ScTopicStatus];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ScTopicStatus = {
  NUMBER_1: 1,
  NUMBER_2: 2,
} as const;
