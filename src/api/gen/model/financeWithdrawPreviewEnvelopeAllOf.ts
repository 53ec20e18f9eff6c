import type { FinanceWithdrawPreview } from './financeWithdrawPreview';

export type FinanceWithdrawPreviewEnvelopeAllOf = {
  /** 成功时返回的提现预览 */
  data: FinanceWithdrawPreview;
};
