
/**
 * 任务包 id
 */
export interface TpPackageIdBody {
  /**
   * 任务包 id
   * @minimum 1
   * @maximum 9007199254740991
   */
  packageId: number;
}
