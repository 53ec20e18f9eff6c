import type { OperationLogPage } from './operationLogPage';

export type OperationLogPageEnvelopeAllOf = {
  /** 成功时返回的操作日志分页 */
  data: OperationLogPage;
};
