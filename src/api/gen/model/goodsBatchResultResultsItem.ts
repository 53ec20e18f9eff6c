
/**
 * 一件商品的处理结果
 */
export type GoodsBatchResultResultsItem = {
  /**
   * 商品 id
   * @minimum 1
   */
  goodsId: number;
  /** true 成功 */
  ok: boolean;
  /**
   * 成功或失败的原因
   * @maxLength 200
   */
  msg: string;
};
