import type { AfterSaleImages } from './afterSaleImages';

/**
 * 申诉说明与凭证
 */
export interface ViolationAppealBody {
  /**
   * 违规 id
   * @minimum 1
   * @maximum 9007199254740991
   */
  violationId: number;
  /**
   * 5 至 500 字
   * @minLength 5
   * @maxLength 500
   */
  text: string;
  images?: AfterSaleImages;
}
