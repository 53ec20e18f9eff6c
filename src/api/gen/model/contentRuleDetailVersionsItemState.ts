
/**
 * effective 现行、pending 待生效、superseded 已失效
 */
export type ContentRuleDetailVersionsItemState = typeof ContentRuleDetailVersionsItemState[keyof typeof ContentRuleDetailVersionsItemState];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ContentRuleDetailVersionsItemState = {
  effective: 'effective',
  pending: 'pending',
  superseded: 'superseded',
} as const;
