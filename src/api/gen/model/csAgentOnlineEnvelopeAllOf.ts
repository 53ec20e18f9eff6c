import type { CsAgentOnline } from './csAgentOnline';

export type CsAgentOnlineEnvelopeAllOf = {
  data: CsAgentOnline;
};
