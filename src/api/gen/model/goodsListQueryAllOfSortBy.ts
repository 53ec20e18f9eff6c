
/**
 * createdAt 创建时间；price 最低价；stock 总库存；sales 销量
 */
export type GoodsListQueryAllOfSortBy = typeof GoodsListQueryAllOfSortBy[keyof typeof GoodsListQueryAllOfSortBy];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const GoodsListQueryAllOfSortBy = {
  createdAt: 'createdAt',
  price: 'price',
  stock: 'stock',
  sales: 'sales',
} as const;
