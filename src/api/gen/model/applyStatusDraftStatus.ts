
/**
 * 1 已保存认证草稿；0 无草稿
 */
export type ApplyStatusDraftStatus = typeof ApplyStatusDraftStatus[keyof typeof ApplyStatusDraftStatus];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ApplyStatusDraftStatus = {
  NUMBER_0: 0,
  NUMBER_1: 1,
} as const;
