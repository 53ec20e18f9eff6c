import type { Envelope } from './envelope';
import type { OperationLogOptionsEnvelopeAllOf } from './operationLogOptionsEnvelopeAllOf';

/**
 * 成功答复信封，data 为操作日志筛选项
 */
export type OperationLogOptionsEnvelope = Envelope & OperationLogOptionsEnvelopeAllOf;
