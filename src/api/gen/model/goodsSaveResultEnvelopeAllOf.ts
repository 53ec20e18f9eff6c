import type { GoodsSaveResult } from './goodsSaveResult';

export type GoodsSaveResultEnvelopeAllOf = {
  /** 成功时返回的保存结果 */
  data: GoodsSaveResult;
};
