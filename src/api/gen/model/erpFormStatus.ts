
/**
 * 0 待受理；1 处理中；2 已完成；3 已驳回；4 已撤销
 * @minimum 0
 * @maximum 4
 */
export type ErpFormStatus = typeof ErpFormStatus[keyof typeof ErpFormStatus];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ErpFormStatus = {
  NUMBER_0: 0,
  NUMBER_1: 1,
  NUMBER_2: 2,
  NUMBER_3: 3,
  NUMBER_4: 4,
} as const;
