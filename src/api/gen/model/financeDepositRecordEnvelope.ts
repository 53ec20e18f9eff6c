import type { Envelope } from './envelope';
import type { FinanceDepositRecordEnvelopeAllOf } from './financeDepositRecordEnvelopeAllOf';

/**
 * 成功答复信封，data 为保证金记录
 */
export type FinanceDepositRecordEnvelope = Envelope & FinanceDepositRecordEnvelopeAllOf;
