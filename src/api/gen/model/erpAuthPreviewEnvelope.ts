import type { Envelope } from './envelope';
import type { ErpAuthPreviewEnvelopeAllOf } from './erpAuthPreviewEnvelopeAllOf';

/**
 * 成功答复信封，data 为 ERP 授权预览
 */
export type ErpAuthPreviewEnvelope = Envelope & ErpAuthPreviewEnvelopeAllOf;
