import type { CsTodoCount } from './csTodoCount';

export type CsTodoCountEnvelopeAllOf = {
  data: CsTodoCount;
};
