import type { AfterSaleDetailAllOfOrderPaidAt } from './afterSaleDetailAllOfOrderPaidAt';
import type { AfterSaleDetailAllOfOrderShippedAt } from './afterSaleDetailAllOfOrderShippedAt';
import type { AfterSaleDetailAllOfOrderLogisticsCompany } from './afterSaleDetailAllOfOrderLogisticsCompany';
import type { AfterSaleDetailAllOfOrderTrackingNo } from './afterSaleDetailAllOfOrderTrackingNo';
import type { AfterSaleDetailAllOfOrderLinesItem } from './afterSaleDetailAllOfOrderLinesItem';

/**
 * 订单金额、物流与商品
 */
export type AfterSaleDetailAllOfOrder = {
  /** id */
  orderId: number;
  /** 号 */
  orderNo: string;
  /** 1-5 */
  status: number;
  /** 分 */
  paidAmount: number;
  /** 分 */
  freightAmount: number;
  /** 分 */
  discountAmount: number;
  /** ms */
  paidAt: AfterSaleDetailAllOfOrderPaidAt;
  /** ms */
  shippedAt: AfterSaleDetailAllOfOrderShippedAt;
  /** 编码 */
  logisticsCompany: AfterSaleDetailAllOfOrderLogisticsCompany;
  /** 号 */
  trackingNo: AfterSaleDetailAllOfOrderTrackingNo;
  /** 订单商品行 */
  lines: AfterSaleDetailAllOfOrderLinesItem[];
};
