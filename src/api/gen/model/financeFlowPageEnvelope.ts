import type { Envelope } from './envelope';
import type { FinanceFlowPageEnvelopeAllOf } from './financeFlowPageEnvelopeAllOf';

/**
 * 成功答复信封，data 为资金流水分页
 */
export type FinanceFlowPageEnvelope = Envelope & FinanceFlowPageEnvelopeAllOf;
