
/**
 * 设置客服在线或离线；上线后排队中的会话按流程分配
 */
export interface CsAgentOnlineBody {
  /**
   * 客服 ID
   * @minimum 1
   * @maximum 2147483647
   */
  csAgentId: number;
  /** 是否在线 */
  online: boolean;
}
