import { LIMITS } from '@/api/limits.gen';
/** The order list's filters, held in the URL (validated: anything malformed is dropped, never trusted). */
export interface OrderSearch {
  tab?: number;
  orderNo?: string;
  goodsId?: number;
  buyerPhone?: string;
  receiverName?: string;
  school?: string;
  campus?: string;
  from?: number;
  to?: number;
  deliveryType?: number;
}

const int = (v: unknown, ok: (n: number) => boolean): number | undefined => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^\d{1,15}$/.test(v) ? Number(v) : NaN;
  return Number.isSafeInteger(n) && ok(n) ? n : undefined;
};
const str = (v: unknown, re: RegExp): string | undefined => (typeof v === 'string' && re.test(v.trim()) ? v.trim() : typeof v === 'number' && re.test(String(v)) ? String(v) : undefined);

/** 1 to `max` characters (the contract's maxLength). */
const upTo = (max: number) => new RegExp(`^.{1,${max}}$`);

export function validateOrderSearch(s: Record<string, unknown>): OrderSearch {
  const out: OrderSearch = {
    tab: int(s.tab, (n) => n >= 1 && n <= 6),
    orderNo: str(s.orderNo, /^\d{6,32}$/),
    goodsId: int(s.goodsId, (n) => n >= 1),
    buyerPhone: str(s.buyerPhone, /^1[3-9]\d{9}$/),
    receiverName: str(s.receiverName, upTo(LIMITS.OrderFilter.receiverName.maxLength)),
    school: str(s.school, upTo(LIMITS.OrderFilter.school.maxLength)),
    campus: str(s.campus, upTo(LIMITS.OrderFilter.campus.maxLength)),
    from: int(s.from, (n) => n > 0),
    to: int(s.to, (n) => n > 0),
    deliveryType: int(s.deliveryType, (n) => n >= 1 && n <= 3),
  };
  return Object.fromEntries(Object.entries(out).filter(([, v]) => v !== undefined)) as OrderSearch;
}

/** The contract's OrderFilter for a search. */
export function toFilter(s: OrderSearch) {
  return {
    ...(s.tab ? { tab: s.tab as 1 | 2 | 3 | 4 | 5 | 6 } : {}),
    ...(s.orderNo ? { orderNo: s.orderNo } : {}),
    ...(s.goodsId ? { goodsId: s.goodsId } : {}),
    ...(s.buyerPhone ? { buyerPhone: s.buyerPhone } : {}),
    ...(s.receiverName ? { receiverName: s.receiverName } : {}),
    ...(s.school ? { school: s.school } : {}),
    ...(s.campus ? { campus: s.campus } : {}),
    ...(s.from ? { createdFrom: s.from } : {}),
    ...(s.to ? { createdTo: s.to } : {}),
    ...(s.deliveryType ? { deliveryType: s.deliveryType as 1 | 2 | 3 } : {}),
  };
}

export interface DetailSearch {
  orderId: number;
}
export function validateDetailSearch(s: Record<string, unknown>): DetailSearch {
  return { orderId: int(s.orderId, (n) => n >= 1) ?? 0 };
}

export interface EvaluateSearch {
  rating?: number;
  hasImages?: 0 | 1;
  replied?: 0 | 1;
}
export function validateEvaluateSearch(s: Record<string, unknown>): EvaluateSearch {
  const flag = (v: unknown) => (v === 0 || v === '0' || v === false ? 0 : v === 1 || v === '1' || v === true ? 1 : undefined);
  const out: EvaluateSearch = { rating: int(s.rating, (n) => n >= 1 && n <= 5), hasImages: flag(s.hasImages), replied: flag(s.replied) };
  return Object.fromEntries(Object.entries(out).filter(([, v]) => v !== undefined)) as EvaluateSearch;
}
