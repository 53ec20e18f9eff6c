import type { TpAnalysisQuestionsItemTextsItemLink } from './tpAnalysisQuestionsItemTextsItemLink';

/**
 * 一条文字回答
 */
export type TpAnalysisQuestionsItemTextsItem = {
  /** 领取 id */
  takeId: number;
  /** 姓名 */
  agentName: string;
  /** 代理的学校 */
  schoolName: string;
  /** 文字 */
  text: string;
  /** 推广内容的链接 */
  link: TpAnalysisQuestionsItemTextsItemLink;
};
