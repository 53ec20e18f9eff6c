import type { Envelope } from './envelope';
import type { FinanceWithdrawPageEnvelopeAllOf } from './financeWithdrawPageEnvelopeAllOf';

/**
 * 成功答复信封，data 为提现记录分页
 */
export type FinanceWithdrawPageEnvelope = Envelope & FinanceWithdrawPageEnvelopeAllOf;
