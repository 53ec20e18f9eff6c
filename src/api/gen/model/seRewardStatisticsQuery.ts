import type { SeRewardStatisticsQueryAgentId } from './seRewardStatisticsQueryAgentId';

/**
 * 可只看一名代理
 */
export interface SeRewardStatisticsQuery {
  /**
   * 只看一名代理
   * @minimum 1
   * @maximum 2147483647
   */
  agentId?: SeRewardStatisticsQueryAgentId;
}
