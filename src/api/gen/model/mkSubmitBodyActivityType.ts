
/**
 * 来自路由的 activityType
 * @minimum 2
 * @maximum 21
 */
export type MkSubmitBodyActivityType = typeof MkSubmitBodyActivityType[keyof typeof MkSubmitBodyActivityType];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const MkSubmitBodyActivityType = {
  NUMBER_21: 21,
  NUMBER_2: 2,
  NUMBER_4: 4,
} as const;
