
/**
 * 规格、售价与库存
 */
export type TpSampleOptionsGoodsItemSkusItem = {
  /** 规格 id */
  skuId: number;
  /** 规格描述 */
  specText: string;
  /** 单位：分 */
  price: number;
  /** 可用库存 */
  stock: number;
};
