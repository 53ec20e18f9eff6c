import type { Envelope } from './envelope';
import type { RoleListEnvelopeAllOf } from './roleListEnvelopeAllOf';

/**
 * 成功答复信封，data 为角色列表
 */
export type RoleListEnvelope = Envelope & RoleListEnvelopeAllOf;
