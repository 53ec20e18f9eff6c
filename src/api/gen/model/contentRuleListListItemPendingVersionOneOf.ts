
/**
 * 已发布尚未生效的新版本
 */
export type ContentRuleListListItemPendingVersionOneOf = {
  version: number;
  effectiveAt: number;
};
