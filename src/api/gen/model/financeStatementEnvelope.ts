import type { Envelope } from './envelope';
import type { FinanceStatementEnvelopeAllOf } from './financeStatementEnvelopeAllOf';

/**
 * 成功答复信封，data 为对账单
 */
export type FinanceStatementEnvelope = Envelope & FinanceStatementEnvelopeAllOf;
