
/**
 * 尚未达到的最低一档
 */
export type ViolationSummaryNextThresholdAnyOf = {
  /** 阈值 */
  points: number;
  /** 中文 */
  text: string;
};
