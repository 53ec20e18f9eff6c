import type { EmployeeResetPwdResult } from './employeeResetPwdResult';

export type EmployeeResetPwdEnvelopeAllOf = {
  /** 成功时返回的重置结果 */
  data: EmployeeResetPwdResult;
};
