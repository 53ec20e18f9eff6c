import type { Envelope } from './envelope';
import type { RoleSaveEnvelopeAllOf } from './roleSaveEnvelopeAllOf';

/**
 * 成功答复信封，data 为保存结果
 */
export type RoleSaveEnvelope = Envelope & RoleSaveEnvelopeAllOf;
