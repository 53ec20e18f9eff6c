import type { CsFlowConfigRouting } from './csFlowConfigRouting';
import type { CsKeywordReply } from './csKeywordReply';

/**
 * 欢迎语、工作时间与非工作时间回复、分配方式、排队上限与关键词自动回复（时间为北京时间）
 */
export interface CsFlowConfig {
  /**
   * 买家发起会话时首先看到的消息
   * @minLength 1
   * @maxLength 300
   */
  welcome: string;
  /**
   * 1 周一 … 7 周日
   * @maxItems 7
   */
  workDays: number[];
  /**
   * 工作时间开始，北京时间零点后的分钟数（540 = 09:00）
   * @minimum 0
   * @maximum 1439
   */
  startMinute: number;
  /**
   * 工作时间结束，北京时间零点后的分钟数（1440 = 24:00），须晚于开始时间
   * @minimum 1
   * @maximum 1440
   */
  endMinute: number;
  /**
   * 工作时间以外买家收到的回复
   * @minLength 1
   * @maxLength 300
   */
  offHoursReply: string;
  /** roundRobin 轮流分配；leastBusy 优先分配给接待最少的客服；category 按商品类目分配给擅长该类目的客服（无人擅长时按接待最少） */
  routing: CsFlowConfigRouting;
  /**
   * 客服都忙时最多排队的买家数，0 表示不排队
   * @minimum 0
   * @maximum 500
   */
  queueLimit: number;
  /**
   * 买家进入排队时收到的消息，{n} 替换为前面的人数
   * @maxLength 300
   */
  queueReply: string;
  /**
   * 排队人数已满时买家收到的消息，会话随即结束
   * @minLength 1
   * @maxLength 300
   */
  queueFullReply: string;
  /**
   * 按顺序匹配，第一个包含的关键词生效
   * @maxItems 30
   */
  keywordReplies: CsKeywordReply[];
}
