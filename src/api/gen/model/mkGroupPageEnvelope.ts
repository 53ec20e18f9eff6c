import type { Envelope } from './envelope';
import type { MkGroupPageEnvelopeAllOf } from './mkGroupPageEnvelopeAllOf';

/**
 * 成功答复信封，data 为校园团分页
 */
export type MkGroupPageEnvelope = Envelope & MkGroupPageEnvelopeAllOf;
