import type { Envelope } from './envelope';
import type { FinanceMarketingSummaryEnvelopeAllOf } from './financeMarketingSummaryEnvelopeAllOf';

/**
 * 成功答复信封，data 为营销资金概况
 */
export type FinanceMarketingSummaryEnvelope = Envelope & FinanceMarketingSummaryEnvelopeAllOf;
