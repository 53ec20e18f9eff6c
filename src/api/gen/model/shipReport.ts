import type { ShipReportRow } from './shipReportRow';

/**
 * 逐行发货的结果报告
 */
export interface ShipReport {
  /**
   * 处理的行数
   * @minimum 0
   */
  total: number;
  /**
   * 发货成功的行数
   * @minimum 0
   */
  succeeded: number;
  /**
   * 失败的行数
   * @minimum 0
   */
  failed: number;
  /** 每一行的结果 */
  rows: ShipReportRow[];
}
