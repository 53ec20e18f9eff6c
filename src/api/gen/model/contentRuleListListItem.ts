import type { ContentRuleListListItemCategory } from './contentRuleListListItemCategory';
import type { ContentRuleListListItemPendingVersion } from './contentRuleListListItemPendingVersion';

/**
 * 一条规则的现行版本
 */
export type ContentRuleListListItem = {
  id: number;
  code: string;
  category: ContentRuleListListItemCategory;
  title: string;
  version: number;
  effectiveAt: number;
  /** 无则为 null */
  pendingVersion: ContentRuleListListItemPendingVersion;
  /** 命中关键词的上下文，或正文开头 */
  snippet: string;
};
