import type { EmployeeItem } from './employeeItem';

export type EmployeeDetailEnvelopeAllOf = {
  /** 成功时返回的员工 */
  data: EmployeeItem;
};
