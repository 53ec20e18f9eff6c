
/**
 * 发布一个远程任务
 */
export interface RtPublishBody {
  /**
   * 2 至 50 字
   * @maxLength 50
   */
  title: string;
  /**
   * 1 线上推广；2 问卷调研；3 内容创作；4 校园地推
   * @minimum 1
   * @maximum 4
   */
  taskType: number;
  /**
   * 要做什么、怎样算完成，10 至 2000 字
   * @maxLength 2000
   */
  description: string;
  /**
   * 单位：分，100 至 1000000
   * @minimum 100
   * @maximum 1000000
   */
  rewardAmount: number;
  /**
   * 1 至 10000 人
   * @minimum 1
   * @maximum 10000
   */
  headcount: number;
  /**
   * 毫秒时间戳
   * @minimum 0
   * @maximum 9007199254740991
   */
  endAt: number;
}
