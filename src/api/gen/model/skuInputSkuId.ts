
/**
 * 编辑时原 SKU 的 id（服务端按规格组合匹配，可省略）
 * @minimum 1
 * @maximum 9007199254740991
 */
export type SkuInputSkuId = number | null;
