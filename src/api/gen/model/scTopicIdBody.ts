
/**
 * 命题 ID
 */
export interface ScTopicIdBody {
  /**
   * 命题ID
   * @minimum 1
   * @maximum 9007199254740991
   */
  topicId: number;
}
