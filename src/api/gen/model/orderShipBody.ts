import type { LogisticsCompany } from './logisticsCompany';

/**
 * 为一个待发货订单填写物流信息并发货
 */
export interface OrderShipBody {
  /**
   * 订单 id
   * @minimum 1
   * @maximum 9007199254740991
   */
  orderId: number;
  /** 物流公司代码 */
  logisticsCompany: LogisticsCompany;
  /**
   * 6 至 30 位字母、数字或短横线
   * @pattern ^[A-Za-z0-9-]{6,30}$
   */
  trackingNo: string;
}
