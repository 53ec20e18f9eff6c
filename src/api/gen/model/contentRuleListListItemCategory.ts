
export type ContentRuleListListItemCategory = typeof ContentRuleListListItemCategory[keyof typeof ContentRuleListListItemCategory];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ContentRuleListListItemCategory = {
  general: 'general',
  goods: 'goods',
  order: 'order',
  afterSale: 'afterSale',
  violation: 'violation',
  activity: 'activity',
} as const;
