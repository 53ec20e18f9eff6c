import type { ContentRuleListListItemPendingVersionOneOf } from './contentRuleListListItemPendingVersionOneOf';

/**
 * 无则为 null
 */
export type ContentRuleListListItemPendingVersion = null | ContentRuleListListItemPendingVersionOneOf;
