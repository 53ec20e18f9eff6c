
/**
 * 1 已保存认证草稿；0 无草稿
 */
export type UserInfoDraftStatus = typeof UserInfoDraftStatus[keyof typeof UserInfoDraftStatus];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const UserInfoDraftStatus = {
  NUMBER_0: 0,
  NUMBER_1: 1,
} as const;
