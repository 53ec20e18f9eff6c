import type { CardBatchValidTo } from './cardBatchValidTo';

/**
 * 一个卡券批次及其卡密数
 */
export interface CardBatch {
  /**
   * 批次 id
   * @minimum 1
   */
  batchId: number;
  /**
   * 所属商品 id
   * @minimum 1
   */
  goodsId: number;
  /**
   * 所属商品标题
   * @maxLength 100
   */
  goodsName: string;
  /**
   * 批次名称
   * @maxLength 50
   */
  name: string;
  /**
   * 卡券到期时间（毫秒时间戳），null 为长期有效
   * @minimum 0
   */
  validTo: CardBatchValidTo;
  /**
   * 备注
   * @maxLength 200
   */
  remark: string;
  /**
   * 批次内卡密数
   * @minimum 0
   */
  total: number;
  /**
   * 未发放的卡密数
   * @minimum 0
   */
  unused: number;
  /**
   * 已发放未核销的卡密数
   * @minimum 0
   */
  delivered: number;
  /**
   * 已核销的卡密数
   * @minimum 0
   */
  redeemed: number;
  /**
   * 毫秒时间戳
   * @minimum 0
   */
  createdAt: number;
}
