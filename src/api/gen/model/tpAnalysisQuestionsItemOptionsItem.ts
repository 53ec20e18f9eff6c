
/**
 * 文字与人数
 */
export type TpAnalysisQuestionsItemOptionsItem = {
  /** 选项文字 */
  text: string;
  /** 选了它的提交数 */
  count: number;
};
