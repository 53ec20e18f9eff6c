import type { CardBatchAddBodyValidTo } from './cardBatchAddBodyValidTo';

/**
 * 新批次的商品、名称与有效期
 */
export interface CardBatchAddBody {
  /**
   * 本店虚拟卡券商品 id
   * @minimum 1
   * @maximum 9007199254740991
   */
  goodsId: number;
  /**
   * 2 至 30 个字
   * @minLength 2
   * @maxLength 30
   */
  name: string;
  /**
   * 到期时间（毫秒时间戳），须晚于现在；null 为长期有效
   * @minimum 0
   * @maximum 4102444800000
   */
  validTo?: CardBatchAddBodyValidTo;
  /**
   * 至多 200 字
   * @maxLength 200
   */
  remark?: string;
}
