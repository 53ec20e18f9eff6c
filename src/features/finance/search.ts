/** URL-held filters of the finance pages (validated: anything malformed is dropped, never trusted). */
import type { FinanceAccount, FinanceFlowKind } from '@/api/gen/model';
import { ACCOUNT_KEYS, FLOW_KIND_KEYS } from './constants';

const int = (v: unknown, ok: (n: number) => boolean): number | undefined => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^\d{1,15}$/.test(v) ? Number(v) : NaN;
  return Number.isSafeInteger(n) && ok(n) ? n : undefined;
};
const str = (v: unknown, re: RegExp): string | undefined => (typeof v === 'string' && re.test(v.trim()) ? v.trim() : typeof v === 'number' && re.test(String(v)) ? String(v) : undefined);
const oneOf = <T extends string>(v: unknown, values: readonly T[]): T | undefined => (typeof v === 'string' && (values as readonly string[]).includes(v) ? (v as T) : undefined);
/** A list in the URL: an array, or one comma-separated string; unknown values are dropped, duplicates once. */
const listOf = <T extends string>(v: unknown, values: readonly T[]): T[] | undefined => {
  const raw = Array.isArray(v) ? v : typeof v === 'string' ? v.split(',') : [];
  const out = [...new Set(raw.filter((x): x is T => typeof x === 'string' && (values as readonly string[]).includes(x)))];
  return out.length ? out : undefined;
};
const MS_MAX = 4102444800000;
const time = (v: unknown) => int(v, (n) => n > 0 && n <= MS_MAX);
const clean = <T extends object>(o: T): T => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;
const ORDER_NO = /^\d{6,32}$/;

export interface RangeSearch {
  from?: number;
  to?: number;
}
/** A range is kept only when it is a range (from before to). */
function range(s: Record<string, unknown>): RangeSearch {
  const from = time(s.from);
  const to = time(s.to);
  return from !== undefined && to !== undefined && from >= to ? {} : { from, to };
}

export interface FlowSearch extends RangeSearch {
  account?: FinanceAccount;
  kinds?: FinanceFlowKind[];
  orderNo?: string;
}
export function validateFlowSearch(s: Record<string, unknown>): FlowSearch {
  return clean({ account: oneOf(s.account, ACCOUNT_KEYS), kinds: listOf(s.kinds, FLOW_KIND_KEYS), orderNo: str(s.orderNo, ORDER_NO), ...range(s) });
}

export interface StatementSearch extends RangeSearch {
  period?: 'month';
  status?: number;
  /** The statement open in the drawer. */
  no?: string;
}
export function validateStatementSearch(s: Record<string, unknown>): StatementSearch {
  return clean({ period: oneOf(s.period, ['month'] as const), status: int(s.status, (n) => n <= 3), no: str(s.no, /^(D\d{8}|M\d{6})$/), ...range(s) });
}

export interface SubsidySearch extends RangeSearch {
  activityId?: number;
  orderNo?: string;
}
export function validateSubsidySearch(s: Record<string, unknown>): SubsidySearch {
  return clean({ activityId: int(s.activityId, (n) => n >= 1 && n <= 2147483647), orderNo: str(s.orderNo, ORDER_NO), ...range(s) });
}

export interface DepositSearch {
  type?: 'recharge' | 'deduction' | 'refund';
  status?: number;
}
export function validateDepositSearch(s: Record<string, unknown>): DepositSearch {
  return clean({ type: oneOf(s.type, ['recharge', 'deduction', 'refund'] as const), status: int(s.status, (n) => n <= 2) });
}

export type MarketingKind = 'marketing_recharge' | 'marketing_cost' | 'adjust';
export interface MarketingSearch extends RangeSearch {
  kinds?: MarketingKind[];
  orderNo?: string;
}
export function validateMarketingSearch(s: Record<string, unknown>): MarketingSearch {
  return clean({ kinds: listOf(s.kinds, ['marketing_recharge', 'marketing_cost', 'adjust'] as const), orderNo: str(s.orderNo, ORDER_NO), ...range(s) });
}

export interface InvoiceHistorySearch extends RangeSearch {
  status?: number;
  invoiceType?: number;
}
export function validateInvoiceHistorySearch(s: Record<string, unknown>): InvoiceHistorySearch {
  return clean({ status: int(s.status, (n) => n <= 3), invoiceType: int(s.invoiceType, (n) => n === 1 || n === 2), ...range(s) });
}

export interface WithdrawSearch {
  status?: number;
}
export function validateWithdrawSearch(s: Record<string, unknown>): WithdrawSearch {
  return clean({ status: int(s.status, (n) => n <= 2) });
}

/** The contract's `{from, to}` of a range search (omitted when not set). */
export function rangeFilter(s: RangeSearch) {
  return { ...(s.from ? { from: s.from } : {}), ...(s.to ? { to: s.to } : {}) };
}
