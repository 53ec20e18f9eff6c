import type { ContentPaletteResult } from './contentPaletteResult';

export type ContentPaletteResultEnvelopeAllOf = {
  data: ContentPaletteResult;
};
