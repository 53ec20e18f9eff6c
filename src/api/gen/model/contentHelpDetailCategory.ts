
export type ContentHelpDetailCategory = typeof ContentHelpDetailCategory[keyof typeof ContentHelpDetailCategory];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ContentHelpDetailCategory = {
  start: 'start',
  goods: 'goods',
  order: 'order',
  afterSale: 'afterSale',
  finance: 'finance',
  shop: 'shop',
  marketing: 'marketing',
  job: 'job',
} as const;
