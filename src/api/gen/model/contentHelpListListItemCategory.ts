
export type ContentHelpListListItemCategory = typeof ContentHelpListListItemCategory[keyof typeof ContentHelpListListItemCategory];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ContentHelpListListItemCategory = {
  start: 'start',
  goods: 'goods',
  order: 'order',
  afterSale: 'afterSale',
  finance: 'finance',
  shop: 'shop',
  marketing: 'marketing',
  job: 'job',
} as const;
