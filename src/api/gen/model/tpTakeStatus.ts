
/**
 * 1 已领取（未提交）；2 待审核；3 已通过；4 已驳回
 * @minimum 1
 * @maximum 4
 */
export type TpTakeStatus = typeof TpTakeStatus[keyof typeof TpTakeStatus];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const TpTakeStatus = {
  NUMBER_1: 1,
  NUMBER_2: 2,
  NUMBER_3: 3,
  NUMBER_4: 4,
} as const;
