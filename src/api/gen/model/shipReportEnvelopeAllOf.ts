import type { ShipReport } from './shipReport';

export type ShipReportEnvelopeAllOf = {
  /** 成功时返回的发货结果 */
  data: ShipReport;
};
