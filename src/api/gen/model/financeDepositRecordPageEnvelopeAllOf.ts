import type { FinanceDepositRecordPage } from './financeDepositRecordPage';

export type FinanceDepositRecordPageEnvelopeAllOf = {
  /** 成功时返回的保证金记录分页 */
  data: FinanceDepositRecordPage;
};
