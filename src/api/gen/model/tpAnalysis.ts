import type { TpPackage } from './tpPackage';
import type { TpAnalysisQuestionsItem } from './tpAnalysisQuestionsItem';

/**
 * 按已通过的提交汇总
 */
export interface TpAnalysis {
  package: TpPackage;
  /** 参与汇总的提交 */
  approvedCount: number;
  /** 按任务顺序 */
  questions: TpAnalysisQuestionsItem[];
}
