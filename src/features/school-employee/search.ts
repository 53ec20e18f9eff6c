import { LIMITS } from '@/api/limits.gen';
/** The school-employee pages' URL parameters (anything malformed is dropped). */
const int = (v: unknown): number | undefined => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^\d{1,15}$/.test(v) ? Number(v) : NaN;
  return Number.isSafeInteger(n) && n > 0 ? n : undefined;
};

export interface CenterSearch {
  state?: number;
  postId?: number;
  keyword?: string;
}
export function validateCenterSearch(s: Record<string, unknown>): CenterSearch {
  const state = int(s.state);
  const keyword = typeof s.keyword === 'string' ? s.keyword.trim().slice(0, LIMITS.SeAgentListQuery.keyword.maxLength) : typeof s.keyword === 'number' ? String(s.keyword) : '';
  const out: CenterSearch = { state: state && state <= 6 ? state : undefined, postId: int(s.postId), keyword: keyword || undefined };
  return Object.fromEntries(Object.entries(out).filter(([, v]) => v !== undefined)) as CenterSearch;
}

export interface AgentIdSearch {
  agentId: number;
}
export function validateAgentIdSearch(s: Record<string, unknown>): AgentIdSearch {
  return { agentId: int(s.agentId) ?? 0 };
}

export interface PostIdSearch {
  postId?: number;
}
export function validatePostIdSearch(s: Record<string, unknown>): PostIdSearch {
  const postId = int(s.postId);
  return postId ? { postId } : {};
}
