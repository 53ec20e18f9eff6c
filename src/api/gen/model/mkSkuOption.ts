
/**
 * SKU 的价格与库存
 */
export interface MkSkuOption {
  /** SKU ID */
  skuId: number;
  /** 规格 */
  specText: string;
  /** 分 */
  price: number;
  /** 库存 */
  stock: number;
  /** 分：近 30 天成交最低单价与现价取低 */
  lowest30: number;
}
