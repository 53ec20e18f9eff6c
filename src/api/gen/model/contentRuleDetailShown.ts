import type { ContentRuleDetailShownState } from './contentRuleDetailShownState';

/**
 * 所示版本及正文
 */
export type ContentRuleDetailShown = {
  version: number;
  effectiveAt: number;
  changeNote: string;
  /** effective 现行、pending 待生效、superseded 已失效 */
  state: ContentRuleDetailShownState;
  body: string;
};
