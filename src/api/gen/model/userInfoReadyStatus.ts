
/**
 * 1 已就绪（对应虚拟键 common.company-verify）；0 未就绪
 */
export type UserInfoReadyStatus = typeof UserInfoReadyStatus[keyof typeof UserInfoReadyStatus];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const UserInfoReadyStatus = {
  NUMBER_0: 0,
  NUMBER_1: 1,
} as const;
