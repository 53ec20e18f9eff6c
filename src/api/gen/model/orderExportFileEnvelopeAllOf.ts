import type { OrderExportFile } from './orderExportFile';

export type OrderExportFileEnvelopeAllOf = {
  /** 成功时返回的导出文件 */
  data: OrderExportFile;
};
