import type { Envelope } from './envelope';
import type { FinanceInvoiceSummaryEnvelopeAllOf } from './financeInvoiceSummaryEnvelopeAllOf';

/**
 * 成功答复信封，data 为开票概况
 */
export type FinanceInvoiceSummaryEnvelope = Envelope & FinanceInvoiceSummaryEnvelopeAllOf;
