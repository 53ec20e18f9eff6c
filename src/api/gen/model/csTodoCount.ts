import type { CsTodoCountCsAgentId } from './csTodoCountCsAgentId';

/**
 * 页头待办：我接待的待回复会话与排队中的会话
 */
export interface CsTodoCount {
  /**
   * 我接待的待回复会话
   * @minimum 0
   * @maximum 1000000000
   */
  unanswered: number;
  /**
   * 排队中的会话
   * @minimum 0
   * @maximum 1000000000
   */
  queued: number;
  /**
   * 待回复与排队之和
   * @minimum 0
   * @maximum 1000000000
   */
  total: number;
  /** 当前成员是否被设为客服 */
  isAgent: boolean;
  /** 当前成员作为客服是否在线 */
  online: boolean;
  /**
   * 客服 ID
   * @minimum 1
   * @maximum 2147483647
   */
  csAgentId: CsTodoCountCsAgentId;
}
