import type { EvaluationGoodsId } from './evaluationGoodsId';
import type { EvaluationReply } from './evaluationReply';
import type { EvaluationRepliedAt } from './evaluationRepliedAt';
import type { EvaluationReplyEditableUntil } from './evaluationReplyEditableUntil';
import type { EvaluationReportStatus } from './evaluationReportStatus';
import type { EvaluationReportReason } from './evaluationReportReason';

/**
 * 买家对一件商品的评价与商家回复
 */
export interface Evaluation {
  /**
   * 评价 id
   * @minimum 1
   */
  evaluationId: number;
  /**
   * 订单 id
   * @minimum 1
   */
  orderId: number;
  /**
   * 订单号
   * @maxLength 32
   */
  orderNo: string;
  /**
   * 商品 id（仅用于链接）
   * @minimum 1
   */
  goodsId: EvaluationGoodsId;
  /**
   * 下单时的商品名称
   * @maxLength 100
   */
  goodsName: string;
  /**
   * 下单时的规格
   * @maxLength 200
   */
  specText: string;
  /**
   * 买家昵称（已脱敏）
   * @maxLength 50
   */
  buyerNick: string;
  /**
   * 1 至 5 星
   * @minimum 1
   * @maximum 5
   */
  rating: number;
  /**
   * 评价文字
   * @maxLength 500
   */
  content: string;
  /**
   * 图片地址
   * @maxItems 9
   */
  images: string[];
  /**
   * 商家回复；未回复为 null
   * @maxLength 500
   */
  reply: EvaluationReply;
  /**
   * 首次回复时间，毫秒时间戳
   * @minimum 0
   */
  repliedAt: EvaluationRepliedAt;
  /**
   * 首次回复后 24 小时内可修改，毫秒时间戳；未回复为 null
   * @minimum 0
   */
  replyEditableUntil: EvaluationReplyEditableUntil;
  /** 0 未举报；1 已举报，待平台处理 */
  reportStatus: EvaluationReportStatus;
  /**
   * 举报原因；未举报为 null
   * @maxLength 200
   */
  reportReason: EvaluationReportReason;
  /**
   * 毫秒时间戳
   * @minimum 0
   */
  createdAt: number;
}
