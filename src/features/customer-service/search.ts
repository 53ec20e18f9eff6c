import { LIMITS } from '@/api/limits.gen';
/** URL-held state of the customer-service pages (validated: anything malformed is dropped). */
const int = (v: unknown): number | undefined => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^\d{1,10}$/.test(v) ? Number(v) : NaN;
  return Number.isSafeInteger(n) && n > 0 && n <= 2147483647 ? n : undefined;
};
const clean = <T extends object>(o: T): T => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;
const TABS = ['mine', 'queued', 'all', 'closed'] as const;

export interface InboxSearch {
  tab?: (typeof TABS)[number];
  keyword?: string;
  id?: number;
}
export function validateInboxSearch(s: Record<string, unknown>): InboxSearch {
  const tab = typeof s.tab === 'string' && (TABS as readonly string[]).includes(s.tab) ? (s.tab as InboxSearch['tab']) : undefined;
  const keyword = typeof s.keyword === 'string' && s.keyword.trim() ? s.keyword.trim().slice(0, LIMITS.CsConversationListBody.keyword.maxLength) : undefined;
  return clean({ tab, keyword, id: int(s.id) });
}

/** /customer-service/edit?flowId= (a flow; without it a new one) or ?agentId= (an agent). */
export interface EditSearch {
  flowId?: number;
  agentId?: number;
}
export function validateEditSearch(s: Record<string, unknown>): EditSearch {
  return clean({ flowId: int(s.flowId), agentId: int(s.agentId) });
}
