import type { TpPackageBodyPackageId } from './tpPackageBodyPackageId';
import type { TpTask } from './tpTask';

/**
 * 新建（packageId 为 null）或修改
 */
export interface TpPackageBody {
  /**
   * 修改时填写
   * @minimum 1
   * @maximum 9007199254740991
   */
  packageId: TpPackageBodyPackageId;
  /**
   * 至多 50 字
   * @maxLength 50
   */
  title: string;
  /**
   * 至多 1000 字
   * @maxLength 1000
   */
  description: string;
  /**
   * 1 至 20 个
   * @minItems 1
   * @maxItems 20
   */
  tasks: TpTask[];
  /**
   * 每份通过的提交的奖励，单位：分（1 分至 1 万元）
   * @minimum 1
   * @maximum 1000000
   */
  reward: number;
  /**
   * 可领取的代理人数，1 至 10000
   * @minimum 1
   * @maximum 10000
   */
  quota: number;
  /**
   * 毫秒时间戳
   * @minimum 0
   * @maximum 9999999999999
   */
  openAt: number;
  /**
   * 毫秒时间戳，晚于开始时间与当前时间
   * @minimum 0
   * @maximum 9999999999999
   */
  deadline: number;
}
