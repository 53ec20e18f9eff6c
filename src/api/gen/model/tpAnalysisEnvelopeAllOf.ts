import type { TpAnalysis } from './tpAnalysis';

export type TpAnalysisEnvelopeAllOf = {
  data: TpAnalysis;
};
