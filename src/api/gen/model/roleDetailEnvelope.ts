import type { Envelope } from './envelope';
import type { RoleDetailEnvelopeAllOf } from './roleDetailEnvelopeAllOf';

/**
 * 成功答复信封，data 为角色
 */
export type RoleDetailEnvelope = Envelope & RoleDetailEnvelopeAllOf;
