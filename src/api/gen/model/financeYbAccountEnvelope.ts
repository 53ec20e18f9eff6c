import type { Envelope } from './envelope';
import type { FinanceYbAccountEnvelopeAllOf } from './financeYbAccountEnvelopeAllOf';

/**
 * 成功答复信封，data 为易宝子账户
 */
export type FinanceYbAccountEnvelope = Envelope & FinanceYbAccountEnvelopeAllOf;
