import type { Envelope } from './envelope';
import type { AfterSaleExportEnvelopeAllOf } from './afterSaleExportEnvelopeAllOf';

/**
 * 成功答复信封，data 为导出文件
 */
export type AfterSaleExportEnvelope = Envelope & AfterSaleExportEnvelopeAllOf;
