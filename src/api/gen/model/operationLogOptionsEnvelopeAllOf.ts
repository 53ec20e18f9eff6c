import type { OperationLogOptions } from './operationLogOptions';

export type OperationLogOptionsEnvelopeAllOf = {
  /** 成功时返回的操作日志筛选项 */
  data: OperationLogOptions;
};
