
/**
 * 0 未上传；1 审核中；2 已通过；3 已驳回；4 已过期
 */
export type AptitudeStatus = typeof AptitudeStatus[keyof typeof AptitudeStatus];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const AptitudeStatus = {
  NUMBER_0: 0,
  NUMBER_1: 1,
  NUMBER_2: 2,
  NUMBER_3: 3,
  NUMBER_4: 4,
} as const;
