import type { Envelope } from './envelope';
import type { FinanceStatementPageEnvelopeAllOf } from './financeStatementPageEnvelopeAllOf';

/**
 * 成功答复信封，data 为对账单分页
 */
export type FinanceStatementPageEnvelope = Envelope & FinanceStatementPageEnvelopeAllOf;
