import type { Envelope } from './envelope';
import type { EmptyEnvelopeAllOf } from './emptyEnvelopeAllOf';

/**
 * 成功且无返回数据的答复信封。
 */
export type EmptyEnvelope = Envelope & EmptyEnvelopeAllOf;
