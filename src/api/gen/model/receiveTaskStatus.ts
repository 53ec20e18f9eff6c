
/**
 * 1 进行中（已领取）；2 已提交待审核；3 审核通过；4 审核驳回；5 已放弃；6 已超时
 * @minimum 1
 * @maximum 6
 */
export type ReceiveTaskStatus = typeof ReceiveTaskStatus[keyof typeof ReceiveTaskStatus];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ReceiveTaskStatus = {
  NUMBER_1: 1,
  NUMBER_2: 2,
  NUMBER_3: 3,
  NUMBER_4: 4,
  NUMBER_5: 5,
  NUMBER_6: 6,
} as const;
