
/**
 * 0 未发放；1 已发放；2 已核销
 * @minimum 0
 * @maximum 2
 */
export type CardCodeQueryStatus = typeof CardCodeQueryStatus[keyof typeof CardCodeQueryStatus];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const CardCodeQueryStatus = {
  NUMBER_0: 0,
  NUMBER_1: 1,
  NUMBER_2: 2,
} as const;
