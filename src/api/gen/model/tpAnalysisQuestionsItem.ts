import type { TpTaskKind } from './tpTaskKind';
import type { TpAnalysisQuestionsItemOptionsItem } from './tpAnalysisQuestionsItemOptionsItem';
import type { TpAnalysisQuestionsItemTextsItem } from './tpAnalysisQuestionsItemTextsItem';

/**
 * 选项人数与文字回答
 */
export type TpAnalysisQuestionsItem = {
  /** 从 0 起 */
  index: number;
  kind: TpTaskKind;
  /** 中文 */
  kindText: string;
  /** 任务标题 */
  title: string;
  /** 有回答的提交 */
  answered: number;
  /** 选择题各选项的人数 */
  options: TpAnalysisQuestionsItemOptionsItem[];
  /** 问答与推广任务的回答，新的在前，至多 50 条 */
  texts: TpAnalysisQuestionsItemTextsItem[];
};
