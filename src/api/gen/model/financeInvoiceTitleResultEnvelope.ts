import type { Envelope } from './envelope';
import type { FinanceInvoiceTitleResultEnvelopeAllOf } from './financeInvoiceTitleResultEnvelopeAllOf';

/**
 * 成功答复信封，data 为发票抬头结果
 */
export type FinanceInvoiceTitleResultEnvelope = Envelope & FinanceInvoiceTitleResultEnvelopeAllOf;
