import type { ScAwardBodyLevel } from './scAwardBodyLevel';
import type { ScAwardBodyRemark } from './scAwardBodyRemark';

/**
 * 团队、奖项与奖金
 */
export interface ScAwardBody {
  /**
   * 团队ID
   * @minimum 1
   * @maximum 9007199254740991
   */
  teamId: number;
  /**
   * 1 一等奖；2 二等奖；3 三等奖；4 优秀奖
   * @minimum 1
   * @maximum 4
   */
  level: ScAwardBodyLevel;
  /**
   * 分，¥1.00 至 ¥100000.00，从营销资金支付
   * @minimum 100
   * @maximum 10000000
   */
  amount: number;
  /**
   * 可空
   * @maxLength 200
   */
  remark?: ScAwardBodyRemark;
}
