
export type ContentRuleListCategoriesItemCode = typeof ContentRuleListCategoriesItemCode[keyof typeof ContentRuleListCategoriesItemCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ContentRuleListCategoriesItemCode = {
  general: 'general',
  goods: 'goods',
  order: 'order',
  afterSale: 'afterSale',
  violation: 'violation',
  activity: 'activity',
} as const;
