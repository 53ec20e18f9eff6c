import type { Envelope } from './envelope';
import type { CardCodeImportResultEnvelopeAllOf } from './cardCodeImportResultEnvelopeAllOf';

/**
 * 成功答复信封，data 为逐行导入报告
 */
export type CardCodeImportResultEnvelope = Envelope & CardCodeImportResultEnvelopeAllOf;
