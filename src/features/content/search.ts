/** URL state of the content pages (anything malformed is dropped). */
const int = (v: unknown): number | undefined => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^\d{1,12}$/.test(v) ? Number(v) : NaN;
  return Number.isSafeInteger(n) && n >= 1 ? n : undefined;
};
const str = (v: unknown, max: number): string | undefined => {
  const s = typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : '';
  return s && s.length <= max ? s : undefined;
};
const clean = <T extends object>(o: T): T => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;

export const MESSAGE_CATEGORIES = ['system', 'order', 'afterSale', 'finance', 'activity', 'job'] as const;
export type MessageCategory = (typeof MESSAGE_CATEGORIES)[number];
export const RULE_CATEGORIES = ['general', 'goods', 'order', 'afterSale', 'violation', 'activity'] as const;
export const HELP_CATEGORIES = ['start', 'goods', 'order', 'afterSale', 'finance', 'shop', 'marketing', 'job'] as const;

export interface MessageSearch {
  category?: MessageCategory;
  unread?: 1;
}
export function validateMessageSearch(s: Record<string, unknown>): MessageSearch {
  return clean({
    category: (MESSAGE_CATEGORIES as readonly unknown[]).includes(s.category) ? (s.category as MessageCategory) : undefined,
    unread: int(s.unread) === 1 ? (1 as const) : undefined,
  });
}

export interface DocSearch {
  category?: string;
  keyword?: string;
  id?: number;
  version?: number;
  route?: string;
  /** A help article by its code: the page header's help link (help-routes.ts). */
  article?: string;
}
export function validateRuleSearch(s: Record<string, unknown>): DocSearch {
  return clean({
    category: (RULE_CATEGORIES as readonly unknown[]).includes(s.category) ? String(s.category) : undefined,
    keyword: str(s.keyword, 50),
    id: int(s.id),
    version: int(s.version),
  });
}
export function validateHelpSearch(s: Record<string, unknown>): DocSearch {
  const route = str(s.route, 100);
  return clean({
    category: (HELP_CATEGORIES as readonly unknown[]).includes(s.category) ? String(s.category) : undefined,
    keyword: str(s.keyword, 50),
    id: int(s.id),
    route: route && /^\/[A-Za-z0-9/_-]*$/.test(route) ? route : undefined,
    article: typeof s.article === 'string' && /^[a-z0-9-]{2,40}$/.test(s.article) ? s.article : undefined,
  });
}
export interface AnnounceIdSearch {
  id: number;
}
export function validateAnnounceIdSearch(s: Record<string, unknown>): AnnounceIdSearch {
  return { id: int(s.id) ?? 0 };
}
