import { LIMITS } from '@/api/limits.gen';
/** URL parameters of the sales-reward pages (anything malformed is dropped). */
const int = (v: unknown): number | undefined => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^\d{1,15}$/.test(v) ? Number(v) : NaN;
  return Number.isSafeInteger(n) && n > 0 ? n : undefined;
};

export interface RewardListSearch {
  tab?: 'rules';
  state?: number;
  agentId?: number;
  keyword?: string;
}
export function validateRewardListSearch(s: Record<string, unknown>): RewardListSearch {
  const state = int(s.state);
  const keyword = typeof s.keyword === 'string' ? s.keyword.trim().slice(0, LIMITS.SeRewardListQuery.keyword.maxLength) : typeof s.keyword === 'number' ? String(s.keyword) : '';
  const out: RewardListSearch = { tab: s.tab === 'rules' ? 'rules' : undefined, state: state && state <= 4 ? state : undefined, agentId: int(s.agentId), keyword: keyword || undefined };
  return Object.fromEntries(Object.entries(out).filter(([, v]) => v !== undefined)) as RewardListSearch;
}

export interface RuleIdSearch {
  ruleId?: number;
}
export function validateRuleIdSearch(s: Record<string, unknown>): RuleIdSearch {
  const ruleId = int(s.ruleId);
  return ruleId ? { ruleId } : {};
}

/** A rule's reward as the merchant reads it: ¥ for a fixed amount (fen), % for a rate (basis points). */
export function rewardValueText(mode: number, value: number): string {
  if (mode === 1) return `¥${(value / 100).toFixed(2)}/件`;
  return `${(value / 100).toFixed(2).replace(/\.?0+$/, '')}%`;
}
