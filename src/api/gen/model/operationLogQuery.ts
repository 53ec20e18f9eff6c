import type { OperationLogQueryCursor } from './operationLogQueryCursor';

/**
 * 按操作人、业务域、动作与时间筛选，按时间倒序，游标分页
 */
export interface OperationLogQuery {
  /**
   * 只看该成员的操作
   * @minimum 1
   * @maximum 2147483647
   */
  userId?: number;
  /**
   * 只看该业务域（operationLogOptions 的 areas）
   * @maxLength 40
   */
  area?: string;
  /**
   * 只看该动作代码
   * @maxLength 100
   */
  action?: string;
  /** 只看被拒绝的越权尝试 */
  deniedOnly?: boolean;
  /**
   * 操作时间下限（含），毫秒时间戳
   * @minimum 0
   * @maximum 4102444800000
   */
  startTime?: number;
  /**
   * 操作时间上限（不含），毫秒时间戳
   * @minimum 0
   * @maximum 4102444800000
   */
  endTime?: number;
  /**
   * 上一页答复的 nextCursor；首页不传或为 null
   * @maxLength 32
   * @pattern ^[0-9]{1,20}$
   */
  cursor?: OperationLogQueryCursor;
  /**
   * 每页条数，1 至 100
   * @minimum 1
   * @maximum 100
   */
  pageSize: number;
}
