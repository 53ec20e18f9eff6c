import type { GoodsDetail } from '@/api/gen/model';
import { dayjs, type Dayjs } from '@/lib/dayjs';
import { type SkuRow } from './sku-matrix';
import { comboKey, toYuan } from './shared';

export const MAX_DIMS = 3;
export const MAX_VALUES = 20;

export interface SpecForm {
  name?: string;
  values?: { value?: string; image?: string }[];
}

export interface GoodsEditValues {
  goodsType: 1 | 2;
  category?: number[];
  name?: string;
  sellingPoints?: string;
  code?: string;
  images?: string[];
  videoUrl?: string;
  detailHtml?: string;
  specs?: SpecForm[];
  skus?: Record<string, SkuRow>;
  deliveryTemplateId?: number;
  limitPerOrder?: number | null;
  limitPerUser?: number | null;
  shelfMode: 1 | 2 | 3;
  shelfAt?: Dayjs | null;
}

export const INITIAL: GoodsEditValues = { goodsType: 1, images: [], specs: [], skus: {}, shelfMode: 1, limitPerOrder: 0, limitPerUser: 0, detailHtml: '' };

/** Form values as JSON for the local draft (a Dayjs becomes ms). */
export function toDraft(v: GoodsEditValues): Record<string, unknown> {
  return { ...v, shelfAt: v.shelfAt ? v.shelfAt.valueOf() : null };
}

export function fromDraft(d: Record<string, unknown>): GoodsEditValues {
  const shelfAt = typeof d.shelfAt === 'number' ? dayjs(d.shelfAt) : null;
  return { ...INITIAL, ...(d as Partial<GoodsEditValues>), shelfAt };
}

export function fromDetail(d: GoodsDetail, catIds: number[]): GoodsEditValues {
  const skus: Record<string, SkuRow> = {};
  for (const s of d.skus) {
    skus[comboKey(s.specValues)] = { skuId: s.skuId, price: toYuan(s.price), originalPrice: toYuan(s.originalPrice), costPrice: toYuan(s.costPrice), stock: s.stock, code: s.code, weightG: s.weightG };
  }
  return {
    goodsType: d.goodsType,
    category: catIds,
    name: d.name,
    sellingPoints: d.sellingPoints,
    code: d.code ?? undefined,
    images: d.images,
    videoUrl: d.videoUrl ?? undefined,
    detailHtml: d.detailHtml,
    specs: d.specs.map((s) => ({ name: s.name, values: s.values.map((v) => ({ value: v.value, image: v.image ?? undefined })) })),
    skus,
    deliveryTemplateId: d.deliveryTemplateId ?? undefined,
    limitPerOrder: d.limitPerOrder,
    limitPerUser: d.limitPerUser,
    shelfMode: d.shelfMode,
    shelfAt: d.shelfAt ? dayjs(d.shelfAt) : null,
  };
}

/** Spec dimensions that are filled in enough to make SKU rows. */
export function usableSpecs(specs: SpecForm[] | undefined): { name: string; values: string[] }[] {
  return (specs ?? [])
    .map((s) => ({ name: (s?.name ?? '').trim(), values: [...new Set((s?.values ?? []).map((v) => (v?.value ?? '').trim()).filter(Boolean))] }))
    .filter((s) => s.values.length > 0);
}
