
/**
 * 1 旗舰店；2 官方旗舰店
 * @minimum 1
 * @maximum 2
 */
export type FlagshipType = typeof FlagshipType[keyof typeof FlagshipType];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const FlagshipType = {
  NUMBER_1: 1,
  NUMBER_2: 2,
} as const;
