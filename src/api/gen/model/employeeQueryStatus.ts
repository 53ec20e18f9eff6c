
/**
 * 1 启用；0 停用
 * @minimum 0
 * @maximum 1
 */
export type EmployeeQueryStatus = typeof EmployeeQueryStatus[keyof typeof EmployeeQueryStatus];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const EmployeeQueryStatus = {
  NUMBER_0: 0,
  NUMBER_1: 1,
} as const;
