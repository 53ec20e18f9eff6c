import type { BrandApplyResult } from './brandApplyResult';

export type BrandApplyResultEnvelopeAllOf = {
  /** 成功时返回的申请结果 */
  data: BrandApplyResult;
};
