import type { CsFlowPreview } from './csFlowPreview';

export type CsFlowPreviewEnvelopeAllOf = {
  data: CsFlowPreview;
};
