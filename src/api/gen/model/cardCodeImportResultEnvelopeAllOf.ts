import type { CardCodeImportResult } from './cardCodeImportResult';

export type CardCodeImportResultEnvelopeAllOf = {
  /** 成功时返回的逐行导入报告 */
  data: CardCodeImportResult;
};
