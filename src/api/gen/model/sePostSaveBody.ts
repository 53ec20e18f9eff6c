import type { SePostSaveBodyPostId } from './sePostSaveBodyPostId';

/**
 * 新建（postId 为 null）或修改
 */
export interface SePostSaveBody {
  /**
   * 修改时填
   * @minimum 1
   * @maximum 9007199254740991
   */
  postId: SePostSaveBodyPostId;
  /**
   * 校园目录中的学校
   * @minimum 1
   * @maximum 2147483647
   */
  schoolId: number;
  /**
   * 1 至 30 字
   * @minLength 1
   * @maxLength 30
   */
  role: string;
  /**
   * 1 至 500
   * @minimum 1
   * @maximum 500
   */
  headcount: number;
  /**
   * 1 至 1000 字
   * @minLength 1
   * @maxLength 1000
   */
  requirements: string;
  /**
   * 1 至 1000 字
   * @minLength 1
   * @maxLength 1000
   */
  workContent: string;
  /**
   * 1 至 200 字
   * @minLength 1
   * @maxLength 200
   */
  rewardSummary: string;
  /**
   * 至多 10 个，每个 1 至 100 字
   * @maxItems 10
   */
  questions: string[];
  /**
   * 毫秒时间戳
   * @minimum 0
   * @maximum 4102444800000
   */
  openAt: number;
  /**
   * 毫秒时间戳，须晚于开始与现在
   * @minimum 0
   * @maximum 4102444800000
   */
  closeAt: number;
}
