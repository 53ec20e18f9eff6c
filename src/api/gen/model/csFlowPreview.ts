import type { CsFlowPreviewOutcome } from './csFlowPreviewOutcome';
import type { CsFlowPreviewProblem } from './csFlowPreviewProblem';

/**
 * 买家依次看到的自动消息，与实际接待使用同一套规则
 */
export interface CsFlowPreview {
  /** assigned 分配给客服；queued 进入排队；queueFull 排队已满；offHours 非工作时间 */
  outcome: CsFlowPreviewOutcome;
  /** 买家依次看到的消息 */
  messages: string[];
  /**
   * 保存时会被拒绝的原因；没有为空
   * @maxLength 100
   */
  problem: CsFlowPreviewProblem;
  /** 模拟时间是否在工作时间内 */
  inBusinessHours: boolean;
  /**
   * 在线客服人数
   * @minimum 0
   * @maximum 100000
   */
  onlineAgents: number;
}
