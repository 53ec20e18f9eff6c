import type { FinanceDepositRecord } from './financeDepositRecord';

export type FinanceDepositRecordEnvelopeAllOf = {
  /** 成功时返回的保证金记录 */
  data: FinanceDepositRecord;
};
