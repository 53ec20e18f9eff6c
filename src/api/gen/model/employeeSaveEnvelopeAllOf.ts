import type { EmployeeSaveResult } from './employeeSaveResult';

export type EmployeeSaveEnvelopeAllOf = {
  /** 成功时返回的保存结果 */
  data: EmployeeSaveResult;
};
