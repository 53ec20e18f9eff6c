import type { CategoryListListItem } from '@/api/gen/model';
import type { StatusMap } from '@/components/status-tag';

export const GOODS_STATUS: StatusMap = {
  1: { text: '在售', color: 'green' },
  2: { text: '仓库中', color: 'default' },
  3: { text: '审核中', color: 'processing' },
  4: { text: '审核驳回', color: 'red' },
};

/** Status tabs of the list: 0 all, 1-4 statuses, 5 sold out (on sale, no stock). */
export const GOODS_TABS = [
  { key: 0, label: '全部', count: 'all' },
  { key: 1, label: '在售', count: 'onSale' },
  { key: 2, label: '仓库中', count: 'warehouse' },
  { key: 3, label: '审核中', count: 'reviewing' },
  { key: 4, label: '审核驳回', count: 'rejected' },
  { key: 5, label: '售罄', count: 'soldOut' },
] as const;

export const ACTIVITY_STATE: StatusMap = {
  1: { text: '报名审核中', color: 'processing' },
  2: { text: '未开始', color: 'gold' },
  3: { text: '进行中', color: 'green' },
  4: { text: '已结束', color: 'default' },
  5: { text: '未通过', color: 'red' },
};

export const CARD_STATUS: StatusMap = {
  0: { text: '未发放', color: 'default' },
  1: { text: '已发放', color: 'blue' },
  2: { text: '已核销', color: 'green' },
};

export const BRAND_TYPE: Record<number, string> = { 1: '自有品牌', 2: '授权品牌', 3: '农产品品牌' };
export const AUTH_TYPE: Record<number, string> = { 1: '品牌授权', 2: '一级代理授权' };
export const BRAND_STATUS: StatusMap = {
  0: { text: '审核中', color: 'processing' },
  1: { text: '已通过', color: 'green' },
  [-1]: { text: '已驳回', color: 'red' },
};

export const APTITUDE_STATUS: StatusMap = {
  0: { text: '未上传', color: 'default' },
  1: { text: '审核中', color: 'processing' },
  2: { text: '已通过', color: 'green' },
  3: { text: '已驳回', color: 'red' },
  4: { text: '已过期', color: 'red' },
};

/** Yuan (as typed, up to 2 decimals) → integer fen. */
export const toFen = (yuan: number | null | undefined): number | null => (yuan == null || !Number.isFinite(yuan) ? null : Math.round(yuan * 100));
/** Integer fen → yuan for an InputNumber. */
export const toYuan = (fen: number | null | undefined): number | null => (fen == null ? null : fen / 100);

export interface CategoryOption {
  value: number;
  label: string;
  required: string[];
  children?: CategoryOption[];
}

/** The flat category list as a cascader tree (3 levels). */
export function categoryTree(list: CategoryListListItem[]): CategoryOption[] {
  const byParent = new Map<number, CategoryListListItem[]>();
  for (const c of list) byParent.set(c.parentId, [...(byParent.get(c.parentId) ?? []), c]);
  const build = (parentId: number): CategoryOption[] =>
    (byParent.get(parentId) ?? []).map((c) => {
      const children = build(c.categoryId);
      return { value: c.categoryId, label: c.name, required: c.requiredAptitudes, ...(children.length ? { children } : {}) };
    });
  return build(0);
}

/** Ids from level 1 to the category, for a cascader value. */
export function categoryPathIds(list: CategoryListListItem[], id: number): number[] {
  const byId = new Map(list.map((c) => [c.categoryId, c]));
  const out: number[] = [];
  let cur = byId.get(id);
  while (cur && out.length < 4) {
    out.unshift(cur.categoryId);
    cur = byId.get(cur.parentId);
  }
  return out;
}

/** Every combination of the spec values, in order (the SKU matrix rows). */
export function specCombos(values: string[][]): string[][] {
  return values.reduce<string[][]>((acc, vs) => acc.flatMap((c) => vs.map((v) => [...c, v])), [[]]);
}

/** Form key of a SKU row: its spec values joined; the single SKU of goods without specs has its own key. */
export const comboKey = (values: string[]) => (values.length ? values.join(' / ') : '默认');
