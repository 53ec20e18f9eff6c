
/**
 * 阶段
 * @minimum 1
 * @maximum 5
 */
export type MkSquareQueryPhase = typeof MkSquareQueryPhase[keyof typeof MkSquareQueryPhase];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const MkSquareQueryPhase = {
  NUMBER_1: 1,
  NUMBER_2: 2,
  NUMBER_3: 3,
  NUMBER_4: 4,
  NUMBER_5: 5,
} as const;
