
/**
 * 满 X 减 Y
 */
export interface FullReductionTier {
  /**
   * 满多少（分）
   * @minimum 0
   * @maximum 100000000
   */
  threshold: number;
  /**
   * 减多少（分）
   * @minimum 0
   * @maximum 100000000
   */
  off: number;
}
