import type { ContentRuleDetailDiffOneOfLinesItem } from './contentRuleDetailDiffOneOfLinesItem';

/**
 * 与上一版逐行对比
 */
export type ContentRuleDetailDiffOneOf = {
  fromVersion: number;
  /** 逐行 */
  lines: ContentRuleDetailDiffOneOfLinesItem[];
};
