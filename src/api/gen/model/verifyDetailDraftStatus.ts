
/**
 * 1 form 为已保存的草稿；0 无草稿
 */
export type VerifyDetailDraftStatus = typeof VerifyDetailDraftStatus[keyof typeof VerifyDetailDraftStatus];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const VerifyDetailDraftStatus = {
  NUMBER_0: 0,
  NUMBER_1: 1,
} as const;
