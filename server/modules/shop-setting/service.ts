import type { Db } from '../../db/index.ts';
import { loadCampus, type CampusIndex } from './campus.ts';
import { Charge, computeFreight, type FreightResult, type FreightRule, type FreightTemplate } from './freight.ts';
import { regionPathOfAddress } from './regions.ts';

/**
 * What other areas call: the freight of an order (order simulator, and any future checkout) and the ship-by time
 * of a paid order (order service). Both read this area's tables inside the caller's transaction.
 */

export interface StoredTemplate extends FreightTemplate {
  id: number;
  name: string;
  isDefault: boolean;
}

export async function loadTemplates(db: Db, companyId: number, ids?: number[]): Promise<Map<number, StoredTemplate>> {
  let q = db.selectFrom('delivery_template').selectAll().where('company_id', '=', companyId);
  if (ids) {
    if (!ids.length) return new Map();
    q = q.where('id', 'in', ids);
  }
  const rows = await q.execute();
  const out = new Map<number, StoredTemplate>();
  for (const t of rows) {
    out.set(t.id, {
      id: t.id,
      name: t.name,
      isDefault: t.is_default === 1,
      chargeType: t.charge_type,
      firstUnit: t.first_unit,
      firstFee: t.first_fee,
      extraUnit: t.extra_unit,
      extraFee: t.extra_fee,
      freeOverAmount: t.free_over_amount,
      freeOverCount: t.free_over_count,
      rules: [],
    });
  }
  if (!out.size) return out;
  const rules = await db.selectFrom('delivery_template_rule').selectAll().where('template_id', 'in', [...out.keys()]).orderBy('template_id').orderBy('sort').orderBy('id').execute();
  for (const r of rules) out.get(r.template_id)?.rules.push(ruleOf(r));
  return out;
}

export function ruleOf(r: { kind: number; codes_json: string; first_unit: number; first_fee: number; extra_unit: number; extra_fee: number; slots_json: string }): FreightRule {
  return {
    kind: r.kind,
    codes: JSON.parse(r.codes_json) as string[],
    firstUnit: r.first_unit,
    firstFee: r.first_fee,
    extraUnit: r.extra_unit,
    extraFee: r.extra_fee,
    slots: JSON.parse(r.slots_json) as FreightRule['slots'],
  };
}

export interface OrderLineInput {
  goodsId: number;
  skuId: number;
  quantity: number;
  unitPrice: number;
}

export interface Destination {
  deliveryType: number;
  address: string;
  school: string | null;
  campus: string | null;
}

/**
 * Quotes an order's freight from its goods' templates. A seller quoting many orders (the simulator) passes one
 * `FreightQuoter` so the templates and the campus directory load once. Lines are grouped by template: each group
 * is one parcel priced by its template, and the order pays the sum. Goods without a template (virtual goods) ship
 * free.
 */
export class FreightQuoter {
  private templates = new Map<number, StoredTemplate | null>();
  private goods = new Map<number, { templateId: number | null }>();
  private skus = new Map<number, number>();
  private campus: CampusIndex | null = null;
  constructor(private companyId: number) {}

  /** `db`: the caller's transaction (or the database). */
  async quote(db: Db, lines: readonly OrderLineInput[], dest: Destination): Promise<{ amount: number; parts: Array<FreightResult & { templateId: number | null }> }> {
    const missingGoods = lines.map((l) => l.goodsId).filter((id) => !this.goods.has(id));
    if (missingGoods.length) {
      const rows = await db.selectFrom('goods').select(['id', 'delivery_template_id']).where('company_id', '=', this.companyId).where('id', 'in', [...new Set(missingGoods)]).execute();
      for (const g of rows) this.goods.set(g.id, { templateId: g.delivery_template_id });
    }
    const missingSkus = lines.map((l) => l.skuId).filter((id) => !this.skus.has(id));
    if (missingSkus.length) {
      const rows = await db.selectFrom('goods_sku').select(['id', 'weight_g']).where('company_id', '=', this.companyId).where('id', 'in', [...new Set(missingSkus)]).execute();
      for (const s of rows) this.skus.set(s.id, s.weight_g ?? 0);
    }
    const groups = new Map<number | null, OrderLineInput[]>();
    for (const l of lines) {
      const t = this.goods.get(l.goodsId)?.templateId ?? null;
      groups.set(t, [...(groups.get(t) ?? []), l]);
    }
    const missingTpl = [...groups.keys()].filter((id): id is number => id !== null && !this.templates.has(id));
    if (missingTpl.length) {
      const got = await loadTemplates(db, this.companyId, missingTpl);
      for (const id of missingTpl) this.templates.set(id, got.get(id) ?? null);
    }
    if (dest.deliveryType === 2 && !this.campus) this.campus = await loadCampus(db);
    const regionPath = regionPathOfAddress(dest.address);
    const campusPath = this.campus ? this.campus.pathOf(dest.school, dest.campus, dest.address) : [];
    const parts: Array<FreightResult & { templateId: number | null }> = [];
    for (const [templateId, ls] of groups) {
      const t = templateId === null ? null : this.templates.get(templateId);
      if (!t) {
        parts.push({ amount: 0, basis: '无运费模板（虚拟商品），无运费', ruleIndex: null, slots: [], templateId });
        continue;
      }
      const r = computeFreight(t, {
        quantity: ls.reduce((s, l) => s + l.quantity, 0),
        weightG: ls.reduce((s, l) => s + (this.skus.get(l.skuId) ?? 0) * l.quantity, 0),
        goodsAmount: ls.reduce((s, l) => s + l.unitPrice * l.quantity, 0),
        deliveryType: dest.deliveryType,
        regionPath,
        campusPath,
      });
      parts.push({ ...r, templateId });
    }
    return { amount: parts.reduce((s, p) => s + p.amount, 0), parts };
  }
}

// ----------------------------------------------------------------------------------------- ship-by time ----

export const HOUR = 3600_000;
export const DAY = 24 * HOUR;
/** Delivery promises a shop may choose (hours from payment to shipping). */
export const SHIP_PROMISES = [24, 48, 72] as const;
export const DEFAULT_SHIP_PROMISE = 48;
/** Platform rules for delayed-shipping declarations (延迟发货报备). */
export const DELAY_RULES = {
  /** One declaration covers at most this many days. */
  maxDays: 7,
  /** All declarations starting in one calendar year (China time) add up to at most this many days. */
  maxDaysPerYear: 15,
  /** A declaration starts at least this long after it is made (no retroactive declarations). */
  minLeadMs: HOUR,
} as const;

/**
 * A paid order's ship-by time: payment plus the shop's delivery promise, pushed back by the length of every
 * declared delay period that overlaps the waiting time (the days of a holiday declaration do not count).
 * Pure: `delays` are the shop's active declarations.
 */
export function shipByOf(paidAt: number, promiseHours: number, delays: ReadonlyArray<{ startAt: number; endAt: number }>): number {
  let due = paidAt + promiseHours * HOUR;
  for (const d of [...delays].sort((a, b) => a.startAt - b.startAt)) {
    const from = Math.max(d.startAt, paidAt);
    if (from >= due || d.endAt <= from) continue;
    due += d.endAt - from;
  }
  return due;
}

export async function shipByAt(db: Db, companyId: number, paidAt: number): Promise<number> {
  const p = await db.selectFrom('shop_profile').select('ship_promise_hours').where('company_id', '=', companyId).executeTakeFirst();
  const delays = await db
    .selectFrom('shop_delay')
    .select(['start_at', 'end_at'])
    .where('company_id', '=', companyId)
    .where('status', '=', 1)
    .where('end_at', '>', paidAt)
    .execute();
  return shipByOf(paidAt, p?.ship_promise_hours ?? DEFAULT_SHIP_PROMISE, delays.map((d) => ({ startAt: d.start_at, endAt: d.end_at })));
}

export { Charge };
