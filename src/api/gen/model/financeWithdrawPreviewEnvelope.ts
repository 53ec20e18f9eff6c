import type { Envelope } from './envelope';
import type { FinanceWithdrawPreviewEnvelopeAllOf } from './financeWithdrawPreviewEnvelopeAllOf';

/**
 * 成功答复信封，data 为提现预览
 */
export type FinanceWithdrawPreviewEnvelope = Envelope & FinanceWithdrawPreviewEnvelopeAllOf;
