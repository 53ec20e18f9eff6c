import type { CardCodeCheckResult } from './cardCodeCheckResult';

export type CardCodeCheckResultEnvelopeAllOf = {
  /** 成功时返回的核验结果 */
  data: CardCodeCheckResult;
};
