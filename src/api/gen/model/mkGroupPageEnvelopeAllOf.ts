import type { MkGroupPage } from './mkGroupPage';

export type MkGroupPageEnvelopeAllOf = {
  data: MkGroupPage;
};
