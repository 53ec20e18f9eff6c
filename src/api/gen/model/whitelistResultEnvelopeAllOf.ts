import type { WhitelistResult } from './whitelistResult';

export type WhitelistResultEnvelopeAllOf = {
  /** 成功时返回的白名单结果 */
  data: WhitelistResult;
};
