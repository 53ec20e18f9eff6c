import type { ContentRuleDetailDiffOneOfLinesItemOp } from './contentRuleDetailDiffOneOfLinesItemOp';

/**
 * 一行
 */
export type ContentRuleDetailDiffOneOfLinesItem = {
  /** same 未变、add 新增、del 删除 */
  op: ContentRuleDetailDiffOneOfLinesItemOp;
  text: string;
};
