import type { ErpAuthPreview } from './erpAuthPreview';

export type ErpAuthPreviewEnvelopeAllOf = {
  /** 成功时返回的ERP授权预览 */
  data: ErpAuthPreview;
};
