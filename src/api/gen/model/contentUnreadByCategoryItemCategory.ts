
export type ContentUnreadByCategoryItemCategory = typeof ContentUnreadByCategoryItemCategory[keyof typeof ContentUnreadByCategoryItemCategory];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ContentUnreadByCategoryItemCategory = {
  system: 'system',
  order: 'order',
  afterSale: 'afterSale',
  finance: 'finance',
  activity: 'activity',
  job: 'job',
} as const;
