import type { Envelope } from './envelope';
import type { RecruitStatisticEnvelopeAllOf } from './recruitStatisticEnvelopeAllOf';

/**
 * 成功答复信封，data 为招募统计
 */
export type RecruitStatisticEnvelope = Envelope & RecruitStatisticEnvelopeAllOf;
