import type { Envelope } from './envelope';
import type { CategoryAptitudeDetailEnvelopeAllOf } from './categoryAptitudeDetailEnvelopeAllOf';

/**
 * 成功答复信封，data 为类目资质详情
 */
export type CategoryAptitudeDetailEnvelope = Envelope & CategoryAptitudeDetailEnvelopeAllOf;
