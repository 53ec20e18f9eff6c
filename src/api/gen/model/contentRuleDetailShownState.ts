
/**
 * effective 现行、pending 待生效、superseded 已失效
 */
export type ContentRuleDetailShownState = typeof ContentRuleDetailShownState[keyof typeof ContentRuleDetailShownState];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ContentRuleDetailShownState = {
  effective: 'effective',
  pending: 'pending',
  superseded: 'superseded',
} as const;
