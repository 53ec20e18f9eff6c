import type { Envelope } from './envelope';
import type { PermissionKeyTreeEnvelopeAllOf } from './permissionKeyTreeEnvelopeAllOf';

/**
 * 成功答复信封，data 为权限树
 */
export type PermissionKeyTreeEnvelope = Envelope & PermissionKeyTreeEnvelopeAllOf;
