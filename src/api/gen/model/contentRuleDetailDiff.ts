import type { ContentRuleDetailDiffOneOf } from './contentRuleDetailDiffOneOf';

/**
 * 第一版为 null
 */
export type ContentRuleDetailDiff = null | ContentRuleDetailDiffOneOf;
