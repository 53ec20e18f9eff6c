import type { RtCloseBodyReason } from './rtCloseBodyReason';

/**
 * 任务 id 与可选的原因
 */
export interface RtCloseBody {
  /**
   * 招募（远程任务）id
   * @minimum 1
   * @maximum 9007199254740991
   */
  recruitId: number;
  /**
   * 可选，至多 200 字
   * @maxLength 200
   */
  reason?: RtCloseBodyReason;
}
