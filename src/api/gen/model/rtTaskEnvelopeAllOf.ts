import type { RtTask } from './rtTask';

export type RtTaskEnvelopeAllOf = {
  data: RtTask;
};
