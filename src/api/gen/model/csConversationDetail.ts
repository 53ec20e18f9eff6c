import type { CsConversation } from './csConversation';
import type { CsMessage } from './csMessage';
import type { CsBuyerOrder } from './csBuyerOrder';
import type { CsConversationDetailGoods } from './csConversationDetailGoods';

/**
 * 会话、最近 200 条消息、买家在本店的最近 10 笔订单与咨询的商品
 */
export interface CsConversationDetail {
  conversation: CsConversation;
  /** 按时间正序 */
  messages: CsMessage[];
  /** 最近 10 笔 */
  orders: CsBuyerOrder[];
  /** 买家从商品页发起时的商品 */
  goods: CsConversationDetailGoods;
  /** 当前成员能否回复（会话未结束，且由自己接待、排队中或自己是负责人） */
  canReply: boolean;
}
