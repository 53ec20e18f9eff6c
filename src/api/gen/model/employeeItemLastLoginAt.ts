
/**
 * 最近一次登录时间，毫秒时间戳；从未登录为 null
 * @minimum 0
 * @maximum 4102444800000
 */
export type EmployeeItemLastLoginAt = number | null;
