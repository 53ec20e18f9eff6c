import type { CsReplyBodyKind } from './csReplyBodyKind';

/**
 * 客服回复文字、发送订单卡片（该买家的订单）或商品卡片（在售商品）；排队中的会话由回复者接待
 */
export interface CsReplyBody {
  /**
   * 会话 ID
   * @minimum 1
   * @maximum 2147483647
   */
  csConversationId: number;
  /** text 文字；order 订单卡片；goods 商品卡片 */
  kind: CsReplyBodyKind;
  /**
   * 文字回复，1 至 500 字
   * @maxLength 500
   */
  content?: string;
  /**
   * 发送订单卡片时本店的订单号（页面列出该买家的订单）
   * @maxLength 32
   * @pattern ^[0-9]{6,32}$
   */
  cardOrderNo?: string;
  /**
   * 商品 ID
   * @minimum 1
   * @maximum 2147483647
   */
  goodsId?: number;
}
