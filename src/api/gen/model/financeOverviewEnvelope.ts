import type { Envelope } from './envelope';
import type { FinanceOverviewEnvelopeAllOf } from './financeOverviewEnvelopeAllOf';

/**
 * 成功答复信封，data 为资金概览
 */
export type FinanceOverviewEnvelope = Envelope & FinanceOverviewEnvelopeAllOf;
