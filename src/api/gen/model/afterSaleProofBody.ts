import type { AfterSaleImages } from './afterSaleImages';

/**
 * 说明与图片
 */
export interface AfterSaleProofBody {
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
   * 1 至 500 字
   * @minLength 1
   * @maxLength 500
   */
  text: string;
  images?: AfterSaleImages;
}
