import type { AfterSaleRefundLine } from './afterSaleRefundLine';

/**
 * 退款方案缺省时按买家申请
 */
export interface AfterSaleReceiveBody {
  /**
   * 售后单 id
   * @minimum 1
   * @maximum 9007199254740991
   */
  afterSaleId: number;
  /**
   * 页面所见的售后单版本
   * @minimum 1
   * @maximum 1000000
   */
  version: number;
  /**
   * 部分退款时按商品行填写
   * @maxItems 100
   */
  refundLines?: AfterSaleRefundLine[];
  /**
   * 分
   * @minimum 0
   * @maximum 10000000
   */
  freight?: number;
}
