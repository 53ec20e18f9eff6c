import type { SkuOriginalPrice } from './skuOriginalPrice';
import type { SkuCostPrice } from './skuCostPrice';
import type { SkuCode } from './skuCode';
import type { SkuWeightG } from './skuWeightG';

/**
 * 一个有效的规格组合
 */
export interface Sku {
  /**
   * SKU id
   * @minimum 1
   */
  skuId: number;
  /** 按规格顺序的各规格值 */
  specValues: string[];
  /**
   * 售价（分）
   * @minimum 0
   */
  price: number;
  /**
   * 原价（分）
   * @minimum 0
   */
  originalPrice: SkuOriginalPrice;
  /**
   * 成本价（分）
   * @minimum 0
   */
  costPrice: SkuCostPrice;
  /**
   * 可售库存
   * @minimum 0
   */
  stock: number;
  /**
   * 商家 SKU 编码
   * @maxLength 64
   */
  code: SkuCode;
  /**
   * 重量（克）
   * @minimum 0
   */
  weightG: SkuWeightG;
}
