
export type ContentMessageCategory = typeof ContentMessageCategory[keyof typeof ContentMessageCategory];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ContentMessageCategory = {
  system: 'system',
  order: 'order',
  afterSale: 'afterSale',
  finance: 'finance',
  activity: 'activity',
  job: 'job',
} as const;
