import type { Envelope } from './envelope';
import type { OrderExportFileEnvelopeAllOf } from './orderExportFileEnvelopeAllOf';

/**
 * 成功答复信封，data 为导出文件
 */
export type OrderExportFileEnvelope = Envelope & OrderExportFileEnvelopeAllOf;
