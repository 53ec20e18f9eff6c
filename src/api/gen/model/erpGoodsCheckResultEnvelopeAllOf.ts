import type { ErpGoodsCheckResult } from './erpGoodsCheckResult';

export type ErpGoodsCheckResultEnvelopeAllOf = {
  /** 成功时返回的商品编码检查结果 */
  data: ErpGoodsCheckResult;
};
