
/**
 * 卡券批次的筛选与分页
 */
export interface CardBatchQuery {
  /**
   * 只看该商品的批次
   * @minimum 1
   * @maximum 9007199254740991
   */
  goodsId?: number;
  /**
   * 批次名称或商品名称
   * @maxLength 50
   */
  keyword?: string;
  /**
   * 从 1 开始
   * @minimum 1
   * @maximum 10000
   */
  pageNum: number;
  /**
   * 1 至 100
   * @minimum 1
   * @maximum 100
   */
  pageSize: number;
}
