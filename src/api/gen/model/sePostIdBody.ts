
/**
 * 岗位 id
 */
export interface SePostIdBody {
  /**
   * 岗位 id
   * @minimum 1
   * @maximum 9007199254740991
   */
  postId: number;
}
