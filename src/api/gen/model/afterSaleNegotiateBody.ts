import type { AfterSaleImages } from './afterSaleImages';

/**
 * 留言与图片
 */
export interface AfterSaleNegotiateBody {
  /**
   * 售后单 id
   * @minimum 1
   * @maximum 9007199254740991
   */
  afterSaleId: number;
  /**
   * 1 至 500 字
   * @minLength 1
   * @maxLength 500
   */
  text: string;
  images?: AfterSaleImages;
}
