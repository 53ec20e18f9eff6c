/**
 * Freight (运费) of one template for one parcel: pure functions, no database. The template's rules are checked when
 * the template is saved (validateTemplate) and applied when an order is placed (computeFreight).
 *
 * - charge 1 包邮: always 0.
 * - charge 2 按件 / 3 按重量: units are pieces or grams. The fee is the first fee for up to `firstUnit` units, then
 *   `extraFee` for every started `extraUnit` beyond it (a parcel of 0 g still pays the first fee).
 * - Free shipping: the goods amount reaches `freeOverAmount` (fen), or the piece count reaches `freeOverCount`.
 * - The rates come from the most specific rule that covers the destination: a campus zone rule (for 校园配送 orders,
 *   by building, then campus, then school), else a region rule (district, then city, then province), else the
 *   template's own rates (其他地区).
 * - 到店自提 never pays freight.
 */

export const Charge = { FREE: 1, PIECE: 2, WEIGHT: 3 } as const;
export const RuleKind = { REGION: 1, CAMPUS: 2 } as const;
export const Delivery = { EXPRESS: 1, CAMPUS: 2, PICKUP: 3 } as const;

/** Limits every template obeys (the contract states the same bounds). */
export const LIMITS = {
  maxFee: 100_000, // ¥1,000 per unit
  maxPieces: 999,
  maxGrams: 100_000,
  maxRules: 50,
  maxCodes: 500,
  maxSlots: 6,
  maxFreeOverAmount: 100_000_00,
  maxFreeOverCount: 999,
} as const;

export interface TimeSlot {
  start: string;
  end: string;
}

export interface FreightRule {
  kind: number;
  codes: string[];
  firstUnit: number;
  firstFee: number;
  extraUnit: number;
  extraFee: number;
  slots: TimeSlot[];
}

export interface FreightTemplate {
  chargeType: number;
  firstUnit: number;
  firstFee: number;
  extraUnit: number;
  extraFee: number;
  freeOverAmount: number | null;
  freeOverCount: number | null;
  rules: FreightRule[];
}

export interface Parcel {
  /** Pieces in the parcel. */
  quantity: number;
  /** Grams in the parcel (SKU weight × quantity; 0 when unknown). */
  weightG: number;
  /** Goods amount in fen (for free shipping above an amount). */
  goodsAmount: number;
  deliveryType: number;
  /** Region codes of the destination from the widest down: ['33', '3301', '330106'] (any prefix may be absent). */
  regionPath: string[];
  /** Campus place ids of the destination from the widest down: [school, campus, building]. */
  campusPath: string[];
}

export interface FreightResult {
  amount: number;
  /** How the amount came about, in Chinese, for the merchant. */
  basis: string;
  /** The index of the rule used, or null (template rates, free shipping, pickup). */
  ruleIndex: number | null;
  /** Delivery time slots of the campus zone used (empty otherwise). */
  slots: TimeSlot[];
}

/** Fee for `units` with a first step of `firstUnit` units and further steps of `extraUnit` units. */
export function stepFee(units: number, r: { firstUnit: number; firstFee: number; extraUnit: number; extraFee: number }): number {
  const beyond = Math.max(0, units - r.firstUnit);
  return r.firstFee + Math.ceil(beyond / Math.max(1, r.extraUnit)) * r.extraFee;
}

/** The rule covering the destination most specifically: deeper codes win; earlier rules win ties. */
export function matchRule(rules: readonly FreightRule[], kind: number, path: readonly string[]): number | null {
  let best: number | null = null;
  let bestDepth = -1;
  rules.forEach((r, i) => {
    if (r.kind !== kind) return;
    for (const c of r.codes) {
      const depth = path.indexOf(c);
      if (depth > bestDepth) {
        bestDepth = depth;
        best = i;
      }
    }
  });
  return best;
}

export function computeFreight(t: FreightTemplate, p: Parcel): FreightResult {
  const none = (basis: string): FreightResult => ({ amount: 0, basis, ruleIndex: null, slots: [] });
  if (p.deliveryType === Delivery.PICKUP) return none('到店自提，无运费');
  if (t.chargeType === Charge.FREE) return none('包邮');
  if (t.freeOverAmount != null && p.goodsAmount >= t.freeOverAmount) return none(`满 ${yuan(t.freeOverAmount)} 元包邮`);
  if (t.freeOverCount != null && p.quantity >= t.freeOverCount) return none(`满 ${t.freeOverCount} 件包邮`);
  const units = t.chargeType === Charge.WEIGHT ? Math.max(0, p.weightG) : Math.max(1, p.quantity);
  let i: number | null = null;
  if (p.deliveryType === Delivery.CAMPUS) i = matchRule(t.rules, RuleKind.CAMPUS, p.campusPath);
  if (i === null) i = matchRule(t.rules, RuleKind.REGION, p.regionPath);
  const rule = i === null ? null : t.rules[i]!;
  const rates = rule ?? t;
  const amount = stepFee(units, rates);
  const what = t.chargeType === Charge.WEIGHT ? `${units} 克` : `${units} 件`;
  const where = rule ? (rule.kind === RuleKind.CAMPUS ? `校园配送区 ${i! + 1}` : `指定地区 ${i! + 1}`) : '默认运费';
  return { amount, basis: `${where}，${what}`, ruleIndex: i, slots: rule?.kind === RuleKind.CAMPUS ? rule.slots : [] };
}

const yuan = (fen: number) => (fen / 100).toFixed(fen % 100 ? 2 : 0);

// ------------------------------------------------------------------------------------------ validation ----

/** How a code relates to the others: its ancestors (a region's province/city, a building's campus/school). */
export type AncestorsOf = (code: string) => string[] | null;

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;
const minutes = (s: string) => Number(s.slice(0, 2)) * 60 + Number(s.slice(3, 5));

/**
 * Checks a template before it is saved; returns the first problem in Chinese, or null. `regionAncestors` and
 * `campusAncestors` give each known code's ancestors (null for an unknown code), `names` a code's display name.
 */
export function validateTemplate(t: FreightTemplate, deps: { regionAncestors: AncestorsOf; campusAncestors: AncestorsOf; name: (kind: number, code: string) => string }): string | null {
  if (![1, 2, 3].includes(t.chargeType)) return '请选择计费方式';
  const unitName = t.chargeType === Charge.WEIGHT ? { first: '首重', extra: '续重', max: LIMITS.maxGrams, u: '克' } : { first: '首件', extra: '续件', max: LIMITS.maxPieces, u: '件' };
  const checkRates = (r: { firstUnit: number; firstFee: number; extraUnit: number; extraFee: number }, where: string): string | null => {
    if (t.chargeType === Charge.FREE) return null;
    if (!Number.isInteger(r.firstUnit) || r.firstUnit < 1) return `${where}的${unitName.first}不能为 0`;
    if (!Number.isInteger(r.extraUnit) || r.extraUnit < 1) return `${where}的${unitName.extra}不能为 0`;
    if (r.firstUnit > unitName.max || r.extraUnit > unitName.max) return `${where}的${unitName.first}、${unitName.extra}不能超过 ${unitName.max} ${unitName.u}`;
    for (const [fee, label] of [[r.firstFee, '首费'], [r.extraFee, '续费']] as const) {
      if (!Number.isInteger(fee) || fee < 0 || fee > LIMITS.maxFee) return `${where}的${label}应在 0 至 ${LIMITS.maxFee / 100} 元之间`;
    }
    return null;
  };
  const own = checkRates(t, '默认运费');
  if (own) return own;
  if (t.freeOverAmount != null && (t.freeOverAmount < 1 || t.freeOverAmount > LIMITS.maxFreeOverAmount)) return '包邮金额应大于 0 元且不超过 100 万元';
  if (t.freeOverCount != null && (t.freeOverCount < 1 || t.freeOverCount > LIMITS.maxFreeOverCount)) return `包邮件数应在 1 至 ${LIMITS.maxFreeOverCount} 件之间`;
  if (t.chargeType === Charge.FREE && t.rules.length) return '包邮模板不需要指定地区或校园配送区';
  if (t.rules.length > LIMITS.maxRules) return `一个模板至多 ${LIMITS.maxRules} 条指定运费`;
  const ruleLabel = (i: number) => (t.rules[i]!.kind === RuleKind.CAMPUS ? `校园配送区 ${i + 1}` : `指定地区 ${i + 1}`);
  for (let i = 0; i < t.rules.length; i++) {
    const r = t.rules[i]!;
    const label = ruleLabel(i);
    if (r.kind !== RuleKind.REGION && r.kind !== RuleKind.CAMPUS) return `第 ${i + 1} 条指定运费的类型不正确`;
    if (!r.codes.length) return r.kind === RuleKind.CAMPUS ? `${label}请至少选择一个学校、校区或宿舍楼` : `${label}请至少选择一个地区`;
    if (r.codes.length > LIMITS.maxCodes) return `${label}至多选择 ${LIMITS.maxCodes} 个`;
    const bad = checkRates(r, label);
    if (bad) return bad;
    if (r.kind === RuleKind.REGION && r.slots.length) return `${label}：配送时段只用于校园配送区`;
    const slotProblem = validateSlots(r.kind === RuleKind.CAMPUS ? r.slots : [], label);
    if (slotProblem) return slotProblem;
  }
  // Overlaps: within one kind, a code chosen twice, or a code inside another chosen code (a district of a chosen
  // province, a building of a chosen campus), in the same rule or in two rules.
  for (const kind of [RuleKind.REGION, RuleKind.CAMPUS]) {
    const ancestors = kind === RuleKind.CAMPUS ? deps.campusAncestors : deps.regionAncestors;
    const what = kind === RuleKind.CAMPUS ? '配送范围' : '地区';
    const owner = new Map<string, number>();
    const entries: Array<{ code: string; i: number; up: string[] }> = [];
    for (let i = 0; i < t.rules.length; i++) {
      if (t.rules[i]!.kind !== kind) continue;
      for (const code of t.rules[i]!.codes) {
        const up = ancestors(code);
        if (!up) return `${ruleLabel(i)}包含不存在的${kind === RuleKind.CAMPUS ? '学校、校区或宿舍楼' : '地区'}：${code}`;
        const j = owner.get(code);
        if (j !== undefined) return `${j === i ? `${ruleLabel(i)}内` : `${ruleLabel(j)}与${ruleLabel(i)}`}的${what}重叠：${deps.name(kind, code)} 选了两次`;
        owner.set(code, i);
        entries.push({ code, i, up });
      }
    }
    for (const e of entries) {
      for (const a of e.up) {
        const j = owner.get(a);
        if (j === undefined) continue;
        const [x, y] = j <= e.i ? [j, e.i] : [e.i, j];
        return `${x === y ? `${ruleLabel(x)}内` : `${ruleLabel(x)}与${ruleLabel(y)}`}的${what}重叠：${deps.name(kind, a)} 已包含 ${deps.name(kind, e.code)}`;
      }
    }
  }
  return null;
}

/** Delivery time slots of a campus zone: 'HH:mm' each, start before end, no two crossing each other. */
export function validateSlots(slots: readonly TimeSlot[], label: string): string | null {
  if (slots.length > LIMITS.maxSlots) return `${label}至多 ${LIMITS.maxSlots} 个配送时段`;
  for (const s of slots) {
    if (!HHMM.test(s.start) || !HHMM.test(s.end)) return `${label}的配送时段格式应为 时:分（如 11:30）`;
    if (minutes(s.start) >= minutes(s.end)) return `${label}的配送时段 ${s.start}-${s.end} 结束时间应晚于开始时间`;
  }
  const sorted = [...slots].sort((a, b) => minutes(a.start) - minutes(b.start));
  for (let k = 1; k < sorted.length; k++) {
    const a = sorted[k - 1]!;
    const b = sorted[k]!;
    if (minutes(b.start) < minutes(a.end)) return `${label}的配送时段 ${a.start}-${a.end} 与 ${b.start}-${b.end} 交叉`;
  }
  return null;
}
