import type { ContentRuleDetailCategory } from './contentRuleDetailCategory';
import type { ContentRuleDetailVersionsItem } from './contentRuleDetailVersionsItem';
import type { ContentRuleDetailShown } from './contentRuleDetailShown';
import type { ContentRuleDetailDiff } from './contentRuleDetailDiff';

/**
 * 规则的各版本、所示版本正文及与上一版的差异
 */
export interface ContentRuleDetail {
  id: number;
  code: string;
  category: ContentRuleDetailCategory;
  title: string;
  /** 新版本在前 */
  versions: ContentRuleDetailVersionsItem[];
  /** 所示版本及正文 */
  shown: ContentRuleDetailShown;
  /** 第一版为 null */
  diff: ContentRuleDetailDiff;
}
