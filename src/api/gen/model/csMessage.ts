import type { CsMessageSender } from './csMessageSender';
import type { CsMessageAgentName } from './csMessageAgentName';
import type { CsMessageKind } from './csMessageKind';
import type { CsMessageCard } from './csMessageCard';

/**
 * 一条消息：买家、客服或自动回复；订单与商品以卡片发送
 */
export interface CsMessage {
  /**
   * 消息 ID
   * @minimum 1
   * @maximum 2147483647
   */
  id: number;
  /** buyer 买家；agent 客服；auto 自动回复 */
  sender: CsMessageSender;
  /**
   * 发送的客服昵称
   * @maxLength 20
   */
  agentName: CsMessageAgentName;
  /** text 文字；order 订单卡片；goods 商品卡片 */
  kind: CsMessageKind;
  /**
   * 文字内容或卡片摘要
   * @maxLength 500
   */
  content: string;
  /** 订单卡片 {orderNo, statusText, goodsSummary, amount} 或商品卡片 {goodsId, name, price, image}（金额单位：分） */
  card: CsMessageCard;
  /**
   * 发送时间，毫秒时间戳
   * @minimum 0
   * @maximum 9999999999999
   */
  createdAt: number;
}
