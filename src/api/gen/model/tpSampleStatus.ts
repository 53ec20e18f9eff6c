
/**
 * 1 发放中，2 已停止
 */
export type TpSampleStatus = typeof TpSampleStatus[keyof typeof TpSampleStatus];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const TpSampleStatus = {
  NUMBER_1: 1,
  NUMBER_2: 2,
} as const;
