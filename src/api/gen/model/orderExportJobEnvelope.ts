import type { Envelope } from './envelope';
import type { OrderExportJobEnvelopeAllOf } from './orderExportJobEnvelopeAllOf';

/**
 * 成功答复信封，data 为导出任务
 */
export type OrderExportJobEnvelope = Envelope & OrderExportJobEnvelopeAllOf;
