import type { CardCodePageListItemStatus } from './cardCodePageListItemStatus';
import type { CardCodePageListItemOrderNo } from './cardCodePageListItemOrderNo';
import type { CardCodePageListItemDeliveredAt } from './cardCodePageListItemDeliveredAt';
import type { CardCodePageListItemRedeemedAt } from './cardCodePageListItemRedeemedAt';

/**
 * 一个卡密（打码）
 */
export type CardCodePageListItem = {
  /**
   * 卡密 id
   * @minimum 1
   */
  codeId: number;
  /**
   * 打码后的卡密（只显示首尾各两位）
   * @maxLength 64
   */
  codeMasked: string;
  /** 0 未发放；1 已发放；2 已核销 */
  status: CardCodePageListItemStatus;
  /**
   * 发放到的订单
   * @maxLength 32
   */
  orderNo: CardCodePageListItemOrderNo;
  /**
   * 毫秒时间戳
   * @minimum 0
   */
  deliveredAt: CardCodePageListItemDeliveredAt;
  /**
   * 毫秒时间戳
   * @minimum 0
   */
  redeemedAt: CardCodePageListItemRedeemedAt;
  /**
   * 毫秒时间戳
   * @minimum 0
   */
  createdAt: number;
};
