import type { Envelope } from './envelope';
import type { RecruitTaskStatisticEnvelopeAllOf } from './recruitTaskStatisticEnvelopeAllOf';

/**
 * 成功答复信封，data 为任务执行统计
 */
export type RecruitTaskStatisticEnvelope = Envelope & RecruitTaskStatisticEnvelopeAllOf;
