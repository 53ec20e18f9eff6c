
/**
 * 违规 id
 */
export interface ViolationIdBody {
  /**
   * 违规 id
   * @minimum 1
   * @maximum 9007199254740991
   */
  violationId: number;
}
