
/**
 * 0 未开通；1 资料审核中；2 已开通；3 已驳回（可修改后重新提交）
 */
export type FinanceYbStatus = typeof FinanceYbStatus[keyof typeof FinanceYbStatus];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const FinanceYbStatus = {
  NUMBER_0: 0,
  NUMBER_1: 1,
  NUMBER_2: 2,
  NUMBER_3: 3,
} as const;
