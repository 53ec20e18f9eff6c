
/**
 * 客服的在线状态
 */
export interface CsAgentOnline {
  /**
   * 客服 ID
   * @minimum 1
   * @maximum 2147483647
   */
  csAgentId: number;
  /** 是否在线 */
  online: boolean;
}
