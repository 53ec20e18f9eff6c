import type { Envelope } from './envelope';
import type { FinanceDepositRecordPageEnvelopeAllOf } from './financeDepositRecordPageEnvelopeAllOf';

/**
 * 成功答复信封，data 为保证金记录分页
 */
export type FinanceDepositRecordPageEnvelope = Envelope & FinanceDepositRecordPageEnvelopeAllOf;
