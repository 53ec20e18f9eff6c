import type { CardCodeCheckResultStatus } from './cardCodeCheckResultStatus';
import type { CardCodeCheckResultBatchName } from './cardCodeCheckResultBatchName';
import type { CardCodeCheckResultGoodsName } from './cardCodeCheckResultGoodsName';
import type { CardCodeCheckResultOrderNo } from './cardCodeCheckResultOrderNo';
import type { CardCodeCheckResultDeliveredAt } from './cardCodeCheckResultDeliveredAt';
import type { CardCodeCheckResultRedeemedAt } from './cardCodeCheckResultRedeemedAt';
import type { CardCodeCheckResultValidTo } from './cardCodeCheckResultValidTo';

/**
 * 卡密是否存在及其状态
 */
export interface CardCodeCheckResult {
  /** 本店是否有该卡密 */
  found: boolean;
  /**
   * 打码后的卡密
   * @maxLength 64
   */
  codeMasked: string;
  /** 0 未发放；1 已发放；2 已核销；不存在为 null */
  status: CardCodeCheckResultStatus;
  /**
   * 所属批次
   * @maxLength 50
   */
  batchName: CardCodeCheckResultBatchName;
  /**
   * 所属商品
   * @maxLength 100
   */
  goodsName: CardCodeCheckResultGoodsName;
  /**
   * 发放到的订单
   * @maxLength 32
   */
  orderNo: CardCodeCheckResultOrderNo;
  /**
   * 毫秒时间戳
   * @minimum 0
   */
  deliveredAt: CardCodeCheckResultDeliveredAt;
  /**
   * 毫秒时间戳
   * @minimum 0
   */
  redeemedAt: CardCodeCheckResultRedeemedAt;
  /**
   * 批次到期时间
   * @minimum 0
   */
  validTo: CardCodeCheckResultValidTo;
}
