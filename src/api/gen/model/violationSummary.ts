import type { ViolationSummaryNextThreshold } from './violationSummaryNextThreshold';
import type { ViolationSummaryThresholdsItem } from './violationSummaryThresholdsItem';

/**
 * 积分、限制与阈值
 */
export interface ViolationSummary {
  /** 自然年 */
  year: number;
  /** 未撤销的 */
  points: number;
  /** 未撤销的 */
  count: number;
  /** 条数 */
  appealing: number;
  /** 中文 */
  restrictions: string[];
  /** 尚未达到的最低一档 */
  nextThreshold: ViolationSummaryNextThreshold;
  /** 各档 */
  thresholds: ViolationSummaryThresholdsItem[];
}
