import type { CsAgentSaveBodyCsAgentId } from './csAgentSaveBodyCsAgentId';

/**
 * 把一名成员设为客服（不带 csAgentId），或修改客服的昵称、在线状态、接待上限与擅长类目
 */
export interface CsAgentSaveBody {
  /**
   * 客服 ID
   * @minimum 1
   * @maximum 2147483647
   */
  csAgentId?: CsAgentSaveBodyCsAgentId;
  /**
   * 成员 ID
   * @minimum 1
   * @maximum 2147483647
   */
  userId: number;
  /**
   * 1 至 20 个字
   * @minLength 1
   * @maxLength 20
   */
  nickname: string;
  /**
   * 1 至 100
   * @minimum 1
   * @maximum 100
   */
  maxConcurrent: number;
  /** 是否在线接待 */
  online: boolean;
  /**
   * 一级类目 ID
   * @maxItems 20
   */
  categoryIds?: number[];
}
