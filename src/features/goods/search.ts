import { LIMITS } from '@/api/limits.gen';
/** URL-held filters of the goods list (validateSearch of /goods/list). Money in fen, times in ms. */
export interface GoodsListSearch {
  tab?: 0 | 1 | 2 | 3 | 4 | 5;
  keyword?: string;
  categoryId?: number;
  priceMin?: number;
  priceMax?: number;
  stockMin?: number;
  stockMax?: number;
  createdFrom?: number;
  createdTo?: number;
  sortBy?: 'createdAt' | 'price' | 'stock' | 'sales';
  sortOrder?: 'asc' | 'desc';
  pageSize?: number;
}

const PAGE_SIZES = [20, 50, 100, 500];
const int = (v: unknown): number | undefined => {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  return typeof n === 'number' && Number.isSafeInteger(n) && n >= 0 ? n : undefined;
};

/** Keeps only well-formed values: a hand-edited URL never reaches the API with garbage. */
export function validateGoodsListSearch(s: Record<string, unknown>): GoodsListSearch {
  const out: GoodsListSearch = {};
  const tab = int(s.tab);
  if (tab !== undefined && tab <= 5 && tab > 0) out.tab = tab as GoodsListSearch['tab'];
  if (typeof s.keyword === 'string' && s.keyword.trim()) out.keyword = s.keyword.trim().slice(0, LIMITS.GoodsFilter.keyword.maxLength);
  const categoryId = int(s.categoryId);
  if (categoryId) out.categoryId = categoryId;
  for (const k of ['priceMin', 'priceMax', 'stockMin', 'stockMax', 'createdFrom', 'createdTo'] as const) {
    const v = int(s[k]);
    if (v !== undefined) out[k] = v;
  }
  if (s.sortBy === 'createdAt' || s.sortBy === 'price' || s.sortBy === 'stock' || s.sortBy === 'sales') out.sortBy = s.sortBy;
  if (s.sortOrder === 'asc' || s.sortOrder === 'desc') out.sortOrder = s.sortOrder;
  const ps = int(s.pageSize);
  if (ps && PAGE_SIZES.includes(ps)) out.pageSize = ps;
  return out;
}

export const GOODS_PAGE_SIZES = PAGE_SIZES;

export interface IdSearch {
  goodsId?: number;
}

export function validateGoodsIdSearch(s: Record<string, unknown>): IdSearch {
  const id = int(s.goodsId);
  return id ? { goodsId: id } : {};
}

export function validateBatchIdSearch(s: Record<string, unknown>): { batchId?: number } {
  const id = int(s.batchId);
  return id ? { batchId: id } : {};
}

export function validateBrandIdSearch(s: Record<string, unknown>): { brandId?: number } {
  const id = int(s.brandId);
  return id ? { brandId: id } : {};
}

export function validateCategoryIdSearch(s: Record<string, unknown>): { categoryId?: number } {
  const id = int(s.categoryId);
  return id ? { categoryId: id } : {};
}
