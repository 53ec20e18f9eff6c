
/**
 * 任务 id
 */
export interface RtRecruitIdBody {
  /**
   * 招募（远程任务）id
   * @minimum 1
   * @maximum 9007199254740991
   */
  recruitId: number;
}
