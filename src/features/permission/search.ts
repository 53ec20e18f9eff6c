import { LIMITS } from '@/api/limits.gen';
/** URL-held filters of the permission pages (validated: anything malformed is dropped). */
const int = (v: unknown, ok: (n: number) => boolean): number | undefined => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^\d{1,15}$/.test(v) ? Number(v) : NaN;
  return Number.isSafeInteger(n) && ok(n) ? n : undefined;
};
const str = (v: unknown, re: RegExp): string | undefined => (typeof v === 'string' && re.test(v.trim()) ? v.trim() : undefined);
const clean = <T extends object>(o: T): T => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;
const MS_MAX = 4102444800000;
const ID = (n: number) => n > 0 && n <= 2147483647;

export interface EmployeeSearch {
  keyword?: string;
  roleId?: number;
  status?: 0 | 1;
}
export function validateEmployeeSearch(s: Record<string, unknown>): EmployeeSearch {
  return clean({ keyword: str(s.keyword, new RegExp(`^.{1,${LIMITS.EmployeeQuery.keyword.maxLength}}$`, 'u')), roleId: int(s.roleId, ID), status: int(s.status, (n) => n === 0 || n === 1) as 0 | 1 | undefined });
}

export interface LogSearch {
  userId?: number;
  area?: string;
  action?: string;
  denied?: 1;
  from?: number;
  to?: number;
}
export function validateLogSearch(s: Record<string, unknown>): LogSearch {
  const from = int(s.from, (n) => n > 0 && n <= MS_MAX);
  const to = int(s.to, (n) => n > 0 && n <= MS_MAX);
  const range = from !== undefined && to !== undefined && from >= to ? {} : { from, to };
  return clean({
    userId: int(s.userId, ID),
    area: str(s.area, /^[a-z][a-z0-9-]{0,39}$/),
    action: str(s.action, /^[A-Za-z][A-Za-z0-9._-]{0,99}$/),
    denied: s.denied === 1 || s.denied === '1' ? (1 as const) : undefined,
    ...range,
  });
}
