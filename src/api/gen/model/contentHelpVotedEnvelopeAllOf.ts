import type { ContentHelpVoted } from './contentHelpVoted';

export type ContentHelpVotedEnvelopeAllOf = {
  data: ContentHelpVoted;
};
