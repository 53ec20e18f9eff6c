import type { ContentRuleDetailVersionsItemState } from './contentRuleDetailVersionsItemState';

/**
 * 一个版本
 */
export type ContentRuleDetailVersionsItem = {
  version: number;
  effectiveAt: number;
  publishedAt: number;
  changeNote: string;
  /** effective 现行、pending 待生效、superseded 已失效 */
  state: ContentRuleDetailVersionsItemState;
};
