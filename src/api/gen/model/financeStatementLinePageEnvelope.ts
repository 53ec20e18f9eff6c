import type { Envelope } from './envelope';
import type { FinanceStatementLinePageEnvelopeAllOf } from './financeStatementLinePageEnvelopeAllOf';

/**
 * 成功答复信封，data 为对账明细分页
 */
export type FinanceStatementLinePageEnvelope = Envelope & FinanceStatementLinePageEnvelopeAllOf;
