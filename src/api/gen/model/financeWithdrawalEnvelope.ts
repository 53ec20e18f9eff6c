import type { Envelope } from './envelope';
import type { FinanceWithdrawalEnvelopeAllOf } from './financeWithdrawalEnvelopeAllOf';

/**
 * 成功答复信封，data 为提现记录
 */
export type FinanceWithdrawalEnvelope = Envelope & FinanceWithdrawalEnvelopeAllOf;
