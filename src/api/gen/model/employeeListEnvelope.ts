import type { Envelope } from './envelope';
import type { EmployeeListEnvelopeAllOf } from './employeeListEnvelopeAllOf';

/**
 * 成功答复信封，data 为员工列表
 */
export type EmployeeListEnvelope = Envelope & EmployeeListEnvelopeAllOf;
