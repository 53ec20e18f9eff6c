
/**
 * ship 待发货（按最晚发货时间）；afterSale 售后待处理或纠纷待举证（按处理时限）；violation 违规可申诉（按申诉截止）；review 差评待回复；lowStock 库存不足
 */
export type OverviewTodoType = typeof OverviewTodoType[keyof typeof OverviewTodoType];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const OverviewTodoType = {
  ship: 'ship',
  afterSale: 'afterSale',
  violation: 'violation',
  review: 'review',
  lowStock: 'lowStock',
} as const;
