import type { Envelope } from './envelope';
import type { FinanceInvoicePageEnvelopeAllOf } from './financeInvoicePageEnvelopeAllOf';

/**
 * 成功答复信封，data 为开票记录分页
 */
export type FinanceInvoicePageEnvelope = Envelope & FinanceInvoicePageEnvelopeAllOf;
