import type { ContentRuleListQueryCategory } from './contentRuleListQueryCategory';
import type { ContentRuleListQueryKeyword } from './contentRuleListQueryKeyword';

/**
 * 分类与全文检索（中文，按包含匹配，空格分隔多个词须都出现）
 */
export interface ContentRuleListQuery {
  /** 不传为全部 */
  category?: ContentRuleListQueryCategory;
  /** @maxLength 50 */
  keyword?: ContentRuleListQueryKeyword;
}
