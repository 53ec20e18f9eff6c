import type { Envelope } from './envelope';
import type { FinanceDepositSummaryEnvelopeAllOf } from './financeDepositSummaryEnvelopeAllOf';

/**
 * 成功答复信封，data 为保证金概况
 */
export type FinanceDepositSummaryEnvelope = Envelope & FinanceDepositSummaryEnvelopeAllOf;
