import type { ErpFormDetail } from './erpFormDetail';

export type ErpFormDetailEnvelopeAllOf = {
  /** 成功时返回的对接申请单详情 */
  data: ErpFormDetail;
};
