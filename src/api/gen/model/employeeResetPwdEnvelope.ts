import type { Envelope } from './envelope';
import type { EmployeeResetPwdEnvelopeAllOf } from './employeeResetPwdEnvelopeAllOf';

/**
 * 成功答复信封，data 为重置结果
 */
export type EmployeeResetPwdEnvelope = Envelope & EmployeeResetPwdEnvelopeAllOf;
