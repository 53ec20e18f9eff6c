import type { OrderTab } from './orderTab';
import type { DeliveryType } from './deliveryType';

/**
 * 订单列表、标签计数与导出共用的筛选条件；各条件同时满足（与）
 */
export interface OrderFilter {
  /** 0 全部；1 待付款；2 待发货；3 已发货；4 已完成；5 已关闭；6 售后中（计数接口忽略此项） */
  tab?: OrderTab;
  /**
   * 完整订单号，精确匹配
   * @pattern ^[0-9]{6,32}$
   */
  orderNo?: string;
  /**
   * 只看包含该商品的订单（商品 id）
   * @minimum 1
   * @maximum 9007199254740991
   */
  goodsId?: number;
  /**
   * 买家完整手机号，精确匹配
   * @pattern ^(?:\+86|0086)?1[3-9]\d{9}$
   */
  buyerPhone?: string;
  /**
   * 收货人姓名，精确匹配
   * @minLength 1
   * @maxLength 50
   */
  receiverName?: string;
  /**
   * 收货学校，精确匹配
   * @minLength 1
   * @maxLength 100
   */
  school?: string;
  /**
   * 收货校区，精确匹配
   * @minLength 1
   * @maxLength 100
   */
  campus?: string;
  /**
   * 下单时间下限（含），毫秒时间戳
   * @minimum 0
   * @maximum 4102444800000
   */
  createdFrom?: number;
  /**
   * 下单时间上限（不含），毫秒时间戳
   * @minimum 0
   * @maximum 4102444800000
   */
  createdTo?: number;
  /** 1 快递配送；2 校园配送；3 到店自提 */
  deliveryType?: DeliveryType;
}
