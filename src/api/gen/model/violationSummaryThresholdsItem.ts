
/**
 * 分数与限制
 */
export type ViolationSummaryThresholdsItem = {
  /** 阈值 */
  points: number;
  /** 中文 */
  text: string;
};
