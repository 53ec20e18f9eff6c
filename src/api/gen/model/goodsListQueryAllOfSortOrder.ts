
/**
 * asc 升序；desc 降序（缺省）
 */
export type GoodsListQueryAllOfSortOrder = typeof GoodsListQueryAllOfSortOrder[keyof typeof GoodsListQueryAllOfSortOrder];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const GoodsListQueryAllOfSortOrder = {
  asc: 'asc',
  desc: 'desc',
} as const;
