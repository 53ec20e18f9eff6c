import type { Envelope } from './envelope';
import type { SeOfferConfigEnvelopeAllOf } from './seOfferConfigEnvelopeAllOf';

/**
 * 成功答复信封
 */
export type SeOfferConfigEnvelope = Envelope & SeOfferConfigEnvelopeAllOf;
