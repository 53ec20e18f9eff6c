import { PAGE_INITIALS } from './page-initials';

export interface PalettePage {
  href: string;
  title: string;
  /** The menu group, shown beside the title. */
  group?: string;
}

/**
 * Pages matching a keyword: by title (包含), or by pinyin initials (「ddlb」 → 订单列表, prefix or contained), best
 * first: title prefix, title contains, initials prefix, initials contain. At most `limit`.
 */
export function matchPages(pages: readonly PalettePage[], keyword: string, limit = 8): PalettePage[] {
  const kw = keyword.trim().toLowerCase().replace(/\s+/g, '');
  if (!kw) return [];
  const scored: { p: PalettePage; s: number; i: number }[] = [];
  pages.forEach((p, i) => {
    const t = p.title.toLowerCase();
    const ini = PAGE_INITIALS[p.title] ?? '';
    const s = t.startsWith(kw) ? 0 : t.includes(kw) ? 1 : ini.startsWith(kw) ? 2 : ini.includes(kw) ? 3 : (p.group ?? '').toLowerCase().includes(kw) ? 4 : -1;
    if (s >= 0) scored.push({ p, s, i });
  });
  return scored
    .sort((a, b) => a.s - b.s || a.i - b.i)
    .slice(0, limit)
    .map((x) => x.p);
}
