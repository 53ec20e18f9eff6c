
export type ContentRuleDetailCategory = typeof ContentRuleDetailCategory[keyof typeof ContentRuleDetailCategory];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ContentRuleDetailCategory = {
  general: 'general',
  goods: 'goods',
  order: 'order',
  afterSale: 'afterSale',
  violation: 'violation',
  activity: 'activity',
} as const;
