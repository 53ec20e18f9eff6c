import type { CsFlowConfig } from './csFlowConfig';

/**
 * 一个接待流程及其设置；每个店铺同时只有一个流程在使用
 */
export interface CsFlow {
  /**
   * 流程 ID
   * @minimum 1
   * @maximum 2147483647
   */
  csFlowId: number;
  /**
   * 流程名称
   * @maxLength 30
   */
  name: string;
  /** 是否为正在使用的流程 */
  active: boolean;
  config: CsFlowConfig;
  /**
   * 更新时间，毫秒时间戳
   * @minimum 0
   * @maximum 9999999999999
   */
  updatedAt: number;
}
