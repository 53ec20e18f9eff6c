import type { ErpAuthResult } from './erpAuthResult';

export type ErpAuthResultEnvelopeAllOf = {
  /** 成功时返回的ERP授权结果 */
  data: ErpAuthResult;
};
