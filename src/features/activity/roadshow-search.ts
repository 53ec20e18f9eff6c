import { LIMITS } from '@/api/limits.gen';
/** Search params of the roadshow pages (kept apart from the pages: route files read them before the page loads). */
export const ROADSHOW_TABS = ['pending', 'approved', 'rejected', 'cancelled', 'ended'] as const;
export type RoadshowTab = (typeof ROADSHOW_TABS)[number];

/** /activity/roadshow: school and month (YYYY-MM); anything malformed is dropped. */
export function validateRoadshowSearch(s: Record<string, unknown>): { school?: string; month?: string } {
  const out: { school?: string; month?: string } = {};
  if (typeof s.school === 'string' && s.school.length > 0 && s.school.length <= LIMITS.RoadshowListQuery.school.maxLength) out.school = s.school;
  if (typeof s.month === 'string' && /^\d{4}-(0[1-9]|1[0-2])$/.test(s.month)) out.month = s.month;
  return out;
}

/** /activity/roadshow-activity: the status tab. */
export function validateRoadshowTabSearch(s: Record<string, unknown>): { status?: RoadshowTab } {
  return typeof s.status === 'string' && (ROADSHOW_TABS as readonly string[]).includes(s.status) ? { status: s.status as RoadshowTab } : {};
}
