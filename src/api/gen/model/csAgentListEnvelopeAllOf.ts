import type { CsAgentList } from './csAgentList';

export type CsAgentListEnvelopeAllOf = {
  data: CsAgentList;
};
