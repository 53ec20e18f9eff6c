import type { GoodsBatchBodyAction } from './goodsBatchBodyAction';

/**
 * 对所选商品执行同一操作
 */
export interface GoodsBatchBody {
  /** onShelf 上架（仓库中的商品提交审核）；offShelf 下架（放入仓库）；delete 删除（在售商品须先下架） */
  action: GoodsBatchBodyAction;
  /**
   * 1 至 200 个商品 id
   * @minItems 1
   * @maxItems 200
   */
  goodsIds: number[];
}
