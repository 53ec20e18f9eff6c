import type { EvaluationPage } from './evaluationPage';

export type EvaluationPageEnvelopeAllOf = {
  /** 成功时返回的评价分页 */
  data: EvaluationPage;
};
