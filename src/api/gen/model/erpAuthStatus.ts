
/**
 * 0 未授权；1 授权中（待核验）；2 已授权；3 授权失败；4 授权已过期
 */
export type ErpAuthStatus = typeof ErpAuthStatus[keyof typeof ErpAuthStatus];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ErpAuthStatus = {
  NUMBER_0: 0,
  NUMBER_1: 1,
  NUMBER_2: 2,
  NUMBER_3: 3,
  NUMBER_4: 4,
} as const;
