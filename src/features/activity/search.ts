// Search-param validators of the marketing routes: route files run them from the entry chunk, so this file imports
// nothing (no antd); the pages' shared components live in ./shared.tsx.

/** The search params of the marketing pages (anything malformed is dropped). */
export const int = (v: unknown): number | undefined => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^\d{1,15}$/.test(v) ? Number(v) : NaN;
  return Number.isSafeInteger(n) && n > 0 ? n : undefined;
};
export function validateStateSearch(s: Record<string, unknown>): { state?: number } {
  const state = int(s.state);
  return state && state <= 4 ? { state } : {};
}
export function validateIdSearch(s: Record<string, unknown>): { couponId?: number } {
  const id = int(s.couponId);
  return id ? { couponId: id } : {};
}
export function validatePhaseSearch(s: Record<string, unknown>): { phase?: number } {
  const phase = int(s.phase);
  return phase && phase <= 5 ? { phase } : {};
}
/** The data page of a campus-group goods: the groups' state tab (1 拼团中, 2 已成团, 3 未成团已退款). */
export function validateGroupSearch(s: Record<string, unknown>): { groupState?: 1 | 2 | 3 } {
  const g = int(s.groupState);
  return g === 1 || g === 2 || g === 3 ? { groupState: g } : {};
}
