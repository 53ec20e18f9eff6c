import type { ErpFormPage } from './erpFormPage';

export type ErpFormPageEnvelopeAllOf = {
  /** 成功时返回的申请单分页 */
  data: ErpFormPage;
};
