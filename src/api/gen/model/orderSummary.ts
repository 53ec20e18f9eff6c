import type { OrderStatus } from './orderStatus';
import type { AfterSaleStatus } from './afterSaleStatus';
import type { DeliveryType } from './deliveryType';
import type { OrderSummaryBuyerRemark } from './orderSummaryBuyerRemark';
import type { OrderSummaryMerchantRemark } from './orderSummaryMerchantRemark';
import type { OrderSummaryLogisticsCompany } from './orderSummaryLogisticsCompany';
import type { OrderSummaryTrackingNo } from './orderSummaryTrackingNo';
import type { OrderSummaryShipByAt } from './orderSummaryShipByAt';
import type { OrderSummaryPaidAt } from './orderSummaryPaidAt';
import type { OrderSummaryShippedAt } from './orderSummaryShippedAt';
import type { OrderSummaryCompletedAt } from './orderSummaryCompletedAt';
import type { OrderSummaryClosedAt } from './orderSummaryClosedAt';

/**
 * 订单列表中的一行（隐私字段已脱敏）
 */
export interface OrderSummary {
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
  /** 1 待付款；2 待发货；3 已发货；4 已完成；5 已关闭 */
  status: OrderStatus;
  /** 0 无售后；1 售后处理中；2 售后已结束 */
  afterSaleStatus: AfterSaleStatus;
  /**
   * 买家昵称
   * @maxLength 50
   */
  buyerName: string;
  /**
   * 买家手机号（已脱敏，如 138****0001；查看完整信息需调用查看隐私接口）
   * @maxLength 20
   */
  buyerPhone: string;
  /**
   * 收货人姓名
   * @maxLength 50
   */
  receiverName: string;
  /**
   * 收货人手机号（已脱敏）
   * @maxLength 20
   */
  receiverPhone: string;
  /**
   * 收货地址（已脱敏，只保留前段）
   * @maxLength 200
   */
  receiverAddress: string;
  /**
   * 收货学校
   * @maxLength 100
   */
  school: string;
  /**
   * 收货校区
   * @maxLength 100
   */
  campus: string;
  /** 1 快递配送；2 校园配送；3 到店自提 */
  deliveryType: DeliveryType;
  /**
   * 订单内商品名称（多件以“；”分隔）
   * @maxLength 200
   */
  goodsSummary: string;
  /**
   * 商品总件数
   * @minimum 0
   */
  itemCount: number;
  /**
   * 商品总额，单位：分
   * @minimum 0
   */
  goodsAmount: number;
  /**
   * 运费，单位：分
   * @minimum 0
   */
  freightAmount: number;
  /**
   * 优惠金额，单位：分
   * @minimum 0
   */
  discountAmount: number;
  /**
   * 买家实付金额，单位：分
   * @minimum 0
   */
  paidAmount: number;
  /**
   * 买家下单时的留言；无则为 null
   * @maxLength 200
   */
  buyerRemark: OrderSummaryBuyerRemark;
  /**
   * 商家备注；无则为 null
   * @maxLength 500
   */
  merchantRemark: OrderSummaryMerchantRemark;
  /**
   * 发货使用的物流公司代码；未发货为 null
   * @maxLength 20
   */
  logisticsCompany: OrderSummaryLogisticsCompany;
  /**
   * 运单号；未发货为 null
   * @maxLength 40
   */
  trackingNo: OrderSummaryTrackingNo;
  /**
   * 付款后 48 小时内须发货，毫秒时间戳；非待发货为 null
   * @minimum 0
   */
  shipByAt: OrderSummaryShipByAt;
  /**
   * 下单时间，毫秒时间戳
   * @minimum 0
   */
  createdAt: number;
  /**
   * 付款时间，毫秒时间戳；未付款为 null
   * @minimum 0
   */
  paidAt: OrderSummaryPaidAt;
  /**
   * 发货时间，毫秒时间戳；未发货为 null
   * @minimum 0
   */
  shippedAt: OrderSummaryShippedAt;
  /**
   * 确认收货时间，毫秒时间戳；未完成为 null
   * @minimum 0
   */
  completedAt: OrderSummaryCompletedAt;
  /**
   * 关闭时间，毫秒时间戳；未关闭为 null
   * @minimum 0
   */
  closedAt: OrderSummaryClosedAt;
}
