
/**
 * 编辑时传，发布时省略
 * @minimum 1
 * @maximum 9007199254740991
 */
export type GoodsSaveBodyGoodsId = number | null;
