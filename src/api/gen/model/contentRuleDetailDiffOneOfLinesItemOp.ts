
/**
 * same 未变、add 新增、del 删除
 */
export type ContentRuleDetailDiffOneOfLinesItemOp = typeof ContentRuleDetailDiffOneOfLinesItemOp[keyof typeof ContentRuleDetailDiffOneOfLinesItemOp];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ContentRuleDetailDiffOneOfLinesItemOp = {
  same: 'same',
  add: 'add',
  del: 'del',
} as const;
