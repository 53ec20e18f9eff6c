import type { Envelope } from './envelope';
import type { CardBatchPageEnvelopeAllOf } from './cardBatchPageEnvelopeAllOf';

/**
 * 成功答复信封，data 为卡券批次分页
 */
export type CardBatchPageEnvelope = Envelope & CardBatchPageEnvelopeAllOf;
