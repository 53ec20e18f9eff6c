import type { Envelope } from './envelope';
import type { WhitelistResultEnvelopeAllOf } from './whitelistResultEnvelopeAllOf';

/**
 * 成功答复信封，data 为白名单结果
 */
export type WhitelistResultEnvelope = Envelope & WhitelistResultEnvelopeAllOf;
