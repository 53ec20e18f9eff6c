
/**
 * 1 品牌授权；2 一级代理授权
 * @minimum 1
 * @maximum 2
 */
export type AuthType = typeof AuthType[keyof typeof AuthType];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const AuthType = {
  NUMBER_1: 1,
  NUMBER_2: 2,
} as const;
