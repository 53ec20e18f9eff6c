import type { OperationLogOption } from './operationLogOption';
import type { OperationLogMember } from './operationLogMember';

/**
 * 业务域、动作与成员
 */
export interface OperationLogOptions {
  /**
   * 业务域
   * @maxItems 100
   */
  areas: OperationLogOption[];
  /**
   * 已知动作
   * @maxItems 1000
   */
  actions: OperationLogOption[];
  /**
   * 公司成员（含已移除）
   * @maxItems 2000
   */
  members: OperationLogMember[];
}
