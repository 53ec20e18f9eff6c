
export type ContentHelpListCategoriesItemCode = typeof ContentHelpListCategoriesItemCode[keyof typeof ContentHelpListCategoriesItemCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ContentHelpListCategoriesItemCode = {
  start: 'start',
  goods: 'goods',
  order: 'order',
  afterSale: 'afterSale',
  finance: 'finance',
  shop: 'shop',
  marketing: 'marketing',
  job: 'job',
} as const;
