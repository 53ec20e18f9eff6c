import type { Envelope } from './envelope';
import type { FinanceFileEnvelopeAllOf } from './financeFileEnvelopeAllOf';

/**
 * 成功答复信封，data 为文件
 */
export type FinanceFileEnvelope = Envelope & FinanceFileEnvelopeAllOf;
