import type { Envelope } from './envelope';
import type { CategoryAptitudePageEnvelopeAllOf } from './categoryAptitudePageEnvelopeAllOf';

/**
 * 成功答复信封，data 为类目资质分页
 */
export type CategoryAptitudePageEnvelope = Envelope & CategoryAptitudePageEnvelopeAllOf;
