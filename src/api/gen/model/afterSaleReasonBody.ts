import type { AfterSaleReasonBodyAfterSaleReasonId } from './afterSaleReasonBodyAfterSaleReasonId';
import type { AfterSaleReasonBodyCode } from './afterSaleReasonBodyCode';

/**
 * 新增时不传 afterSaleReasonId
 */
export interface AfterSaleReasonBody {
  /**
   * 修改时传入
   * @minimum 1
   * @maximum 9007199254740991
   */
  afterSaleReasonId?: AfterSaleReasonBodyAfterSaleReasonId;
  /** 同拒绝售后的 reasonCode */
  code: AfterSaleReasonBodyCode;
  /**
   * 1 至 200 字
   * @minLength 1
   * @maxLength 200
   */
  text: string;
}
