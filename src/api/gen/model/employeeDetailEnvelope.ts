import type { Envelope } from './envelope';
import type { EmployeeDetailEnvelopeAllOf } from './employeeDetailEnvelopeAllOf';

/**
 * 成功答复信封，data 为员工
 */
export type EmployeeDetailEnvelope = Envelope & EmployeeDetailEnvelopeAllOf;
