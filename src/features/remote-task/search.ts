import { LIMITS } from '@/api/limits.gen';
/** The remote-task pages' URL parameters (anything malformed is dropped). */
const int = (v: unknown, max: number): number | undefined => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^\d{1,15}$/.test(v) ? Number(v) : NaN;
  return Number.isSafeInteger(n) && n >= 0 && n <= max ? n : undefined;
};
const text = (v: unknown) => (typeof v === 'string' ? v.trim().slice(0, LIMITS.RecruitPageQuery.keyword.maxLength) || undefined : undefined);
const clean = <T extends object>(o: T): T => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;

export interface TaskSearch {
  keyword?: string;
  status?: number;
  page?: number;
}
export function validateTaskSearch(s: Record<string, unknown>): TaskSearch {
  const page = int(s.page, 10000);
  return clean({ keyword: text(s.keyword), status: int(s.status, 6), page: page && page > 1 ? page : undefined });
}

export interface ReceiveSearch {
  keyword?: string;
  status?: number;
  page?: number;
}
export function validateReceiveSearch(s: Record<string, unknown>): ReceiveSearch {
  const status = int(s.status, 6);
  const page = int(s.page, 10000);
  return clean({ keyword: text(s.keyword), status: status ? status : undefined, page: page && page > 1 ? page : undefined });
}

export interface RecruitDetailSearch extends ReceiveSearch {
  recruitId?: number;
}
export function validateRecruitDetailSearch(s: Record<string, unknown>): RecruitDetailSearch {
  const id = int(s.recruitId, Number.MAX_SAFE_INTEGER);
  return clean({ ...validateReceiveSearch(s), recruitId: id ? id : undefined });
}
