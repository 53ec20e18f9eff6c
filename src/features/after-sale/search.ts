/** The after-sale list's filters, held in the URL (anything malformed is dropped). */
export interface AfterSaleSearch {
  status?: number;
  type?: number;
  caseNo?: string;
  orderNo?: string;
  dueSoon?: 1;
}
const STATUSES = new Set([10, 20, 30, 40, 45, 50, 60, 70, 80, 85, 90, 95]);
const int = (v: unknown): number | undefined => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^\d{1,15}$/.test(v) ? Number(v) : NaN;
  return Number.isSafeInteger(n) ? n : undefined;
};
const str = (v: unknown, re: RegExp): string | undefined => {
  const s = typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : '';
  return re.test(s) ? s : undefined;
};

export function validateAfterSaleSearch(s: Record<string, unknown>): AfterSaleSearch {
  const status = int(s.status);
  const type = int(s.type);
  const out: AfterSaleSearch = {
    status: status !== undefined && STATUSES.has(status) ? status : undefined,
    type: type !== undefined && type >= 1 && type <= 3 ? type : undefined,
    caseNo: str(s.caseNo, /^SH\d{6,20}$/),
    orderNo: str(s.orderNo, /^\d{6,32}$/),
    dueSoon: int(s.dueSoon) === 1 ? 1 : undefined,
  };
  return Object.fromEntries(Object.entries(out).filter(([, v]) => v !== undefined)) as AfterSaleSearch;
}

export interface IdSearch {
  afterSaleId: number;
}
export function validateIdSearch(s: Record<string, unknown>): IdSearch {
  const n = int(s.afterSaleId);
  return { afterSaleId: n && n >= 1 ? n : 0 };
}
export interface ViolationIdSearch {
  violationId: number;
}
export function validateViolationIdSearch(s: Record<string, unknown>): ViolationIdSearch {
  const n = int(s.violationId);
  return { violationId: n && n >= 1 ? n : 0 };
}
