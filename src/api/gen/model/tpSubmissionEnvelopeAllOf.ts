import type { TpSubmission } from './tpSubmission';

export type TpSubmissionEnvelopeAllOf = {
  data: TpSubmission;
};
