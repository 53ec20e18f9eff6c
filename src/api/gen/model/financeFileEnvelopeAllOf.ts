import type { FinanceFile } from './financeFile';

export type FinanceFileEnvelopeAllOf = {
  /** 成功时返回的文件 */
  data: FinanceFile;
};
