import type { LogisticsCompany } from './logisticsCompany';

/**
 * 按订单号发货的一行
 */
export interface BatchShipItem {
  /**
   * 订单号
   * @pattern ^[0-9]{6,32}$
   */
  orderNo: string;
  /** 物流公司代码 */
  logisticsCompany: LogisticsCompany;
  /**
   * 6 至 30 位字母、数字或短横线
   * @pattern ^[A-Za-z0-9-]{6,30}$
   */
  trackingNo: string;
}
