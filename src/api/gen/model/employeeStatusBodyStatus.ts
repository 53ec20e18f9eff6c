
/**
 * 1 启用；0 停用
 * @minimum 0
 * @maximum 1
 */
export type EmployeeStatusBodyStatus = typeof EmployeeStatusBodyStatus[keyof typeof EmployeeStatusBodyStatus];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const EmployeeStatusBodyStatus = {
  NUMBER_0: 0,
  NUMBER_1: 1,
} as const;
