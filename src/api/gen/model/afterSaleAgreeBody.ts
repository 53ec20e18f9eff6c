import type { AfterSaleAgreeBodyAfterSaleAddressId } from './afterSaleAgreeBodyAfterSaleAddressId';
import type { AfterSaleRefundLine } from './afterSaleRefundLine';

/**
 * 退款方案缺省时按买家申请（不超过可退金额）
 */
export interface AfterSaleAgreeBody {
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
   * 退货退款与换货的退货地址；缺省为默认地址
   * @minimum 1
   * @maximum 9007199254740991
   */
  afterSaleAddressId?: AfterSaleAgreeBodyAfterSaleAddressId;
  /**
   * 部分退款时按商品行填写
   * @maxItems 100
   */
  refundLines?: AfterSaleRefundLine[];
  /**
   * 分；缺省按规则（整单退或商家责任时退运费）
   * @minimum 0
   * @maximum 10000000
   */
  freight?: number;
}
