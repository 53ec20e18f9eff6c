
/**
 * 满减 id
 */
export interface FullReductionIdBody {
  /**
   * 满减ID
   * @minimum 1
   * @maximum 9007199254740991
   */
  fullReductionId: number;
}
