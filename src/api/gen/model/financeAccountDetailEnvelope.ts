import type { Envelope } from './envelope';
import type { FinanceAccountDetailEnvelopeAllOf } from './financeAccountDetailEnvelopeAllOf';

/**
 * 成功答复信封，data 为收款账户
 */
export type FinanceAccountDetailEnvelope = Envelope & FinanceAccountDetailEnvelopeAllOf;
