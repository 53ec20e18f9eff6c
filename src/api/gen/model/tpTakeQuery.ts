import type { TpTakeQueryPackageId } from './tpTakeQueryPackageId';
import type { TpTakeQueryAgentId } from './tpTakeQueryAgentId';
import type { TpTakeQueryStatus } from './tpTakeQueryStatus';
import type { TpTakeQueryCursor } from './tpTakeQueryCursor';

/**
 * 筛选条件与游标分页
 */
export interface TpTakeQuery {
  /**
   * 只看该任务包
   * @minimum 1
   * @maximum 9007199254740991
   */
  packageId?: TpTakeQueryPackageId;
  /**
   * 只看该代理（代理详情的任务记录）
   * @minimum 1
   * @maximum 9007199254740991
   */
  agentId?: TpTakeQueryAgentId;
  /** 为空时不筛选 */
  status?: TpTakeQueryStatus;
  /**
   * 上一页答复的 nextCursor
   * @maxLength 15
   * @pattern ^\d{1,15}$
   */
  cursor?: TpTakeQueryCursor;
  /**
   * 1 至 100
   * @minimum 1
   * @maximum 100
   */
  pageSize: number;
}
