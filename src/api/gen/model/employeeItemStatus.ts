
/**
 * 1 启用；0 停用（不能登录）
 */
export type EmployeeItemStatus = typeof EmployeeItemStatus[keyof typeof EmployeeItemStatus];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const EmployeeItemStatus = {
  NUMBER_0: 0,
  NUMBER_1: 1,
} as const;
