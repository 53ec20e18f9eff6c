import type { SkuInputSkuId } from './skuInputSkuId';
import type { SkuInputOriginalPrice } from './skuInputOriginalPrice';
import type { SkuInputCostPrice } from './skuInputCostPrice';
import type { SkuInputCode } from './skuInputCode';
import type { SkuInputWeightG } from './skuInputWeightG';

/**
 * 一个规格组合的价格与库存
 */
export interface SkuInput {
  /**
   * 编辑时原 SKU 的 id（服务端按规格组合匹配，可省略）
   * @minimum 1
   * @maximum 9007199254740991
   */
  skuId?: SkuInputSkuId;
  /**
   * 按规格顺序的各规格值；无规格时为空列表
   * @maxItems 3
   */
  specValues: string[];
  /**
   * 售价（分），至少 1 分
   * @minimum 1
   * @maximum 100000000
   */
  price: number;
  /**
   * 原价（分），不低于售价
   * @minimum 0
   * @maximum 100000000
   */
  originalPrice?: SkuInputOriginalPrice;
  /**
   * 成本价（分）
   * @minimum 0
   * @maximum 100000000
   */
  costPrice?: SkuInputCostPrice;
  /**
   * 可售库存
   * @minimum 0
   * @maximum 9999999
   */
  stock: number;
  /**
   * 商家 SKU 编码
   * @maxLength 64
   */
  code?: SkuInputCode;
  /**
   * 重量（克）
   * @minimum 0
   * @maximum 1000000
   */
  weightG?: SkuInputWeightG;
}
