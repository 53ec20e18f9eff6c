
/**
 * 0 待平台审核，1 已通过，2 已驳回，3 已撤回
 */
export type CompanyChangeRequestStatus = typeof CompanyChangeRequestStatus[keyof typeof CompanyChangeRequestStatus];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const CompanyChangeRequestStatus = {
  NUMBER_0: 0,
  NUMBER_1: 1,
  NUMBER_2: 2,
  NUMBER_3: 3,
} as const;
