import type { CsConversationStatus } from './csConversationStatus';
import type { CsConversationAgentUserId } from './csConversationAgentUserId';
import type { CsConversationAgentName } from './csConversationAgentName';

/**
 * 买家与店铺客服的一次会话
 */
export interface CsConversation {
  /**
   * 会话 ID
   * @minimum 1
   * @maximum 2147483647
   */
  csConversationId: number;
  /**
   * 买家昵称
   * @maxLength 50
   */
  buyerName: string;
  /**
   * 脱敏手机号
   * @maxLength 20
   */
  buyerPhoneMasked: string;
  /** queued 排队中；open 接待中；closed 已结束 */
  status: CsConversationStatus;
  /**
   * 接待客服的成员 ID
   * @minimum 1
   * @maximum 2147483647
   */
  agentUserId: CsConversationAgentUserId;
  /**
   * 客服昵称
   * @maxLength 20
   */
  agentName: CsConversationAgentName;
  /** 买家的最后一条消息还没有客服回复 */
  unanswered: boolean;
  /**
   * 最后一条消息
   * @maxLength 200
   */
  lastMessage: string;
  /**
   * 最后消息时间，毫秒时间戳
   * @minimum 0
   * @maximum 9999999999999
   */
  lastMessageAt: number;
  /**
   * 开始时间，毫秒时间戳
   * @minimum 0
   * @maximum 9999999999999
   */
  createdAt: number;
}
