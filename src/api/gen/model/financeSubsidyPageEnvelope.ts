import type { Envelope } from './envelope';
import type { FinanceSubsidyPageEnvelopeAllOf } from './financeSubsidyPageEnvelopeAllOf';

/**
 * 成功答复信封，data 为补贴明细分页
 */
export type FinanceSubsidyPageEnvelope = Envelope & FinanceSubsidyPageEnvelopeAllOf;
