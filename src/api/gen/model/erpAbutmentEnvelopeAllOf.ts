import type { ErpAbutment } from './erpAbutment';

export type ErpAbutmentEnvelopeAllOf = {
  /** 成功时返回的对接记录 */
  data: ErpAbutment;
};
