import type { OrderExportJob } from './orderExportJob';

export type OrderExportJobEnvelopeAllOf = {
  /** 成功时返回的导出任务 */
  data: OrderExportJob;
};
