
/**
 * 21 校园团，2 秒杀，4 折扣专区；不传为全部
 * @minimum 2
 * @maximum 21
 */
export type MkSquareQueryType = typeof MkSquareQueryType[keyof typeof MkSquareQueryType];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const MkSquareQueryType = {
  NUMBER_21: 21,
  NUMBER_2: 2,
  NUMBER_4: 4,
} as const;
