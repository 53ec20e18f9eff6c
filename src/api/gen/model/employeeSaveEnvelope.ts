import type { Envelope } from './envelope';
import type { EmployeeSaveEnvelopeAllOf } from './employeeSaveEnvelopeAllOf';

/**
 * 成功答复信封，data 为保存结果
 */
export type EmployeeSaveEnvelope = Envelope & EmployeeSaveEnvelopeAllOf;
