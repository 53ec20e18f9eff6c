
/**
 * onShelf 上架（仓库中的商品提交审核）；offShelf 下架（放入仓库）；delete 删除（在售商品须先下架）
 */
export type GoodsBatchBodyAction = typeof GoodsBatchBodyAction[keyof typeof GoodsBatchBodyAction];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const GoodsBatchBodyAction = {
  onShelf: 'onShelf',
  offShelf: 'offShelf',
  delete: 'delete',
} as const;
