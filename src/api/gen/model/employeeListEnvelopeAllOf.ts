import type { EmployeeListResult } from './employeeListResult';

export type EmployeeListEnvelopeAllOf = {
  /** 成功时返回的员工列表 */
  data: EmployeeListResult;
};
