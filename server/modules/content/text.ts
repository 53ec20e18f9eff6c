/** Text helpers of the content area: categories, Chinese search snippets and the line diff between rule versions. */

export const RULE_CATEGORIES = [
  { code: 'general', label: '基础规则' },
  { code: 'goods', label: '商品规则' },
  { code: 'order', label: '交易与发货' },
  { code: 'afterSale', label: '售后规则' },
  { code: 'violation', label: '违规处理' },
  { code: 'activity', label: '营销活动' },
] as const;

export const HELP_CATEGORIES = [
  { code: 'start', label: '开店入门' },
  { code: 'goods', label: '商品管理' },
  { code: 'order', label: '订单与发货' },
  { code: 'afterSale', label: '售后与违规' },
  { code: 'finance', label: '资金与结算' },
  { code: 'shop', label: '店铺与员工' },
  { code: 'marketing', label: '营销活动' },
  { code: 'job', label: '校园兼职' },
] as const;

export const ANNOUNCE_CATEGORIES = ['platform', 'rule', 'activity', 'system'] as const;

/** LIKE pattern for a user's words: %, _ and \ are literal. */
export function likePattern(s: string): string {
  return `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Chinese full-text: the text matches when it contains the keyword, or every space-separated word of it; the
 * snippet is about 40 characters around the first hit. Returns null when nothing matched.
 */
export function snippet(text: string, keyword: string): string | null {
  const flat = text.replace(/\s+/g, ' ');
  const words = keyword.split(/\s+/).filter(Boolean);
  if (!words.length) return null;
  if (!words.every((w) => flat.toLowerCase().includes(w.toLowerCase()))) return null;
  const at = flat.toLowerCase().indexOf(words[0]!.toLowerCase());
  const from = Math.max(0, at - 20);
  return `${from > 0 ? '…' : ''}${flat.slice(from, at + words[0]!.length + 30)}${at + words[0]!.length + 30 < flat.length ? '…' : ''}`;
}

export interface DiffLine {
  op: 'same' | 'add' | 'del';
  text: string;
}

/** Line diff (longest common subsequence over lines): what a new version of a rule removed and added. */
export function lineDiff(before: string, after: string): DiffLine[] {
  const a = before.split('\n');
  const b = after.split('\n');
  const n = a.length;
  const m = b.length;
  const dp: number[][] = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(0));
  for (let i = n - 1; i >= 0; i--) for (let j = m - 1; j >= 0; j--) dp[i]![j] = a[i] === b[j] ? dp[i + 1]![j + 1]! + 1 : Math.max(dp[i + 1]![j]!, dp[i]![j + 1]!);
  const out: DiffLine[] = [];
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    if (a[i] === b[j]) {
      out.push({ op: 'same', text: a[i]! });
      i++;
      j++;
    } else if (dp[i + 1]![j]! >= dp[i]![j + 1]!) out.push({ op: 'del', text: a[i++]! });
    else out.push({ op: 'add', text: b[j++]! });
  }
  while (i < n) out.push({ op: 'del', text: a[i++]! });
  while (j < m) out.push({ op: 'add', text: b[j++]! });
  return out;
}
