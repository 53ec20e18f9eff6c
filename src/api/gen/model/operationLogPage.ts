import type { OperationLogItem } from './operationLogItem';
import type { OperationLogPageNextCursor } from './operationLogPageNextCursor';

/**
 * 一页操作日志
 */
export interface OperationLogPage {
  /**
   * 按时间倒序
   * @maxItems 100
   */
  list: OperationLogItem[];
  /**
   * 没有更多时为 null
   * @maxLength 32
   */
  nextCursor: OperationLogPageNextCursor;
  /** 是否还有下一页 */
  hasMore: boolean;
}
