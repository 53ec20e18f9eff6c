
/**
 * 推广内容的链接
 */
export type TpAnalysisQuestionsItemTextsItemLink = string | null;
