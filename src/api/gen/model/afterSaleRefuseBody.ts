import type { AfterSaleRefuseBodyReasonCode } from './afterSaleRefuseBodyReasonCode';
import type { AfterSaleImages } from './afterSaleImages';

/**
 * 拒绝原因类型必填
 */
export interface AfterSaleRefuseBody {
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
  /** used 已使用影响二次销售；no_evidence 未提供有效凭证；over_period 超出售后期限；shipped_normal 已正常签收；agreed_other 已协商其他方案；other 其他 */
  reasonCode: AfterSaleRefuseBodyReasonCode;
  /**
   * 至多 500 字
   * @maxLength 500
   */
  reasonText?: string;
  images?: AfterSaleImages;
}
