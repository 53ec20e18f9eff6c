import type { Envelope } from './envelope';
import type { FinanceInvoiceEnvelopeAllOf } from './financeInvoiceEnvelopeAllOf';

/**
 * 成功答复信封，data 为开票申请
 */
export type FinanceInvoiceEnvelope = Envelope & FinanceInvoiceEnvelopeAllOf;
