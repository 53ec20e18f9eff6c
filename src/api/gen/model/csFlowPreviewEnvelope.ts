import type { Envelope } from './envelope';
import type { CsFlowPreviewEnvelopeAllOf } from './csFlowPreviewEnvelopeAllOf';

/**
 * 成功答复信封，data 为接待预览结果
 */
export type CsFlowPreviewEnvelope = Envelope & CsFlowPreviewEnvelopeAllOf;
