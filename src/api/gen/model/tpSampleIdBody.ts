
/**
 * 样品配置 id
 */
export interface TpSampleIdBody {
  /**
   * 样品配置 id
   * @minimum 1
   * @maximum 9007199254740991
   */
  sampleId: number;
}
