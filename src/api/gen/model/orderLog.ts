import type { OrderLogActorType } from './orderLogActorType';

/**
 * 订单上的一次操作
 */
export interface OrderLog {
  /**
   * 日志 id
   * @minimum 1
   */
  logId: number;
  /** 1 商家；2 买家；3 系统 */
  actorType: OrderLogActorType;
  /**
   * 操作人名称
   * @maxLength 50
   */
  actorName: string;
  /**
   * 操作名称，如 下单、付款、发货、修改收货地址、备注
   * @maxLength 30
   */
  action: string;
  /**
   * 操作说明
   * @maxLength 500
   */
  detail: string;
  /**
   * 操作时间，毫秒时间戳
   * @minimum 0
   */
  createdAt: number;
}
