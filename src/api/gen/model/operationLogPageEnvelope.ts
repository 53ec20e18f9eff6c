import type { Envelope } from './envelope';
import type { OperationLogPageEnvelopeAllOf } from './operationLogPageEnvelopeAllOf';

/**
 * 成功答复信封，data 为操作日志分页
 */
export type OperationLogPageEnvelope = Envelope & OperationLogPageEnvelopeAllOf;
