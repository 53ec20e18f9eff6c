import type { Envelope } from './envelope';
import type { FinanceSubsidyActivityListEnvelopeAllOf } from './financeSubsidyActivityListEnvelopeAllOf';

/**
 * 成功答复信封，data 为活动补贴汇总列表
 */
export type FinanceSubsidyActivityListEnvelope = Envelope & FinanceSubsidyActivityListEnvelopeAllOf;
