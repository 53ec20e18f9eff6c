import { describe, expect, it } from 'vitest';
import { computeFreight, stepFee, validateSlots, validateTemplate, type FreightTemplate, type Parcel } from './freight.ts';
import { regionAncestors, regionName, regionPathOfAddress } from './regions.ts';
import { campusDirectory } from './campus.ts';
import { shipByOf } from './service.ts';

const HOUR = 3600_000;
const campusRows = campusDirectory();
const campusUp = new Map<string, string[]>();
for (const r of campusRows) {
  const parent = r.parentId ? String(r.parentId) : null;
  campusUp.set(String(r.id), parent ? [...(campusUp.get(parent) ?? []), parent] : []);
}
const deps = { regionAncestors, campusAncestors: (c: string) => campusUp.get(c) ?? null, name: (k: number, c: string) => (k === 2 ? c : regionName(c)) };
const ZJU = '10000'; // 浙江大学
const ZJG = '10100'; // 紫金港校区
const ZJG3 = '10103'; // 紫金港校区 3号楼

const tpl = (over: Partial<FreightTemplate> = {}): FreightTemplate => ({
  chargeType: 2,
  firstUnit: 1,
  firstFee: 1000,
  extraUnit: 1,
  extraFee: 500,
  freeOverAmount: null,
  freeOverCount: null,
  rules: [
    { kind: 2, codes: [ZJG], firstUnit: 1, firstFee: 200, extraUnit: 1, extraFee: 100, slots: [{ start: '11:30', end: '12:30' }] },
    { kind: 1, codes: ['33'], firstUnit: 1, firstFee: 600, extraUnit: 2, extraFee: 200, slots: [] },
    { kind: 1, codes: ['3101'], firstUnit: 1, firstFee: 300, extraUnit: 1, extraFee: 100, slots: [] },
  ],
  ...over,
});
const parcel = (over: Partial<Parcel> = {}): Parcel => ({ quantity: 1, weightG: 0, goodsAmount: 1000, deliveryType: 1, regionPath: [], campusPath: [], ...over });

describe('freight computation', () => {
  it('steps: the first unit, then every started additional unit', () => {
    const r = { firstUnit: 2, firstFee: 800, extraUnit: 3, extraFee: 300 };
    expect([0, 1, 2, 3, 5, 6, 8].map((u) => stepFee(u, r))).toEqual([800, 800, 800, 1100, 1100, 1400, 1400]);
  });

  it('charges by piece with the rule covering the destination: campus zone (校园配送 only), region, else the template rates', () => {
    const t = tpl();
    expect(computeFreight(t, parcel({ quantity: 3, regionPath: ['11', '1101', '110108'] }))).toMatchObject({ amount: 2000, ruleIndex: null });
    expect(computeFreight(t, parcel({ quantity: 3, regionPath: ['33', '3301', '330110'] }))).toMatchObject({ amount: 800, ruleIndex: 1 });
    expect(computeFreight(t, parcel({ quantity: 3, regionPath: ['31', '3101', '310110'] }))).toMatchObject({ amount: 500, ruleIndex: 2 });
    const campus = computeFreight(t, parcel({ quantity: 3, deliveryType: 2, regionPath: ['33', '3301', '330106'], campusPath: [ZJU, ZJG, ZJG3] }));
    expect(campus).toMatchObject({ amount: 400, ruleIndex: 0, slots: [{ start: '11:30', end: '12:30' }] });
    // A campus zone only serves 校园配送; an express parcel to the same building pays the province rate.
    expect(computeFreight(t, parcel({ quantity: 3, deliveryType: 1, regionPath: ['33', '3301', '330106'], campusPath: [ZJU, ZJG, ZJG3] })).amount).toBe(800);
  });

  it('charges by weight in grams; a parcel of 0 g pays the first weight', () => {
    const t = tpl({ chargeType: 3, firstUnit: 1000, firstFee: 1200, extraUnit: 500, extraFee: 300, rules: [] });
    expect(computeFreight(t, parcel({ weightG: 0 })).amount).toBe(1200);
    expect(computeFreight(t, parcel({ weightG: 1000 })).amount).toBe(1200);
    expect(computeFreight(t, parcel({ weightG: 1001 })).amount).toBe(1500);
    expect(computeFreight(t, parcel({ weightG: 2600 })).amount).toBe(2400);
  });

  it('is free for free templates, above an amount or a count, and for pickup', () => {
    expect(computeFreight(tpl({ chargeType: 1 }), parcel({ quantity: 9 })).amount).toBe(0);
    expect(computeFreight(tpl({ freeOverAmount: 9900 }), parcel({ goodsAmount: 9900 })).amount).toBe(0);
    expect(computeFreight(tpl({ freeOverAmount: 9900 }), parcel({ goodsAmount: 9899 })).amount).toBe(1000);
    expect(computeFreight(tpl({ freeOverCount: 3 }), parcel({ quantity: 3 }))).toMatchObject({ amount: 0, basis: '满 3 件包邮' });
    expect(computeFreight(tpl(), parcel({ deliveryType: 3, quantity: 5 })).amount).toBe(0);
  });
});

describe('template validation (refused in Chinese)', () => {
  it('accepts a well-formed template', () => {
    expect(validateTemplate(tpl(), deps)).toBeNull();
  });

  it('refuses overlapping regions in one template', () => {
    const twoRules = tpl({ rules: [tpl().rules[1]!, { ...tpl().rules[1]!, codes: ['3301'] }] });
    expect(validateTemplate(twoRules, deps)).toBe('指定地区 1与指定地区 2的地区重叠：浙江省 已包含 浙江省杭州市');
    const sameRule = tpl({ rules: [{ ...tpl().rules[1]!, codes: ['330106', '33'] }] });
    expect(validateTemplate(sameRule, deps)).toBe('指定地区 1内的地区重叠：浙江省 已包含 浙江省杭州市西湖区');
    const twice = tpl({ rules: [{ ...tpl().rules[1]!, codes: ['31'] }, { ...tpl().rules[1]!, codes: ['31'] }] });
    expect(validateTemplate(twice, deps)).toMatch(/^指定地区 1与指定地区 2的地区重叠：上海市 选了两次$/);
    const campus = tpl({ rules: [tpl().rules[0]!, { ...tpl().rules[0]!, codes: [ZJG3] }] });
    expect(validateTemplate(campus, deps)).toMatch(/^校园配送区 1与校园配送区 2的配送范围重叠/);
    // A campus zone and a region may both cover a place: they serve different delivery types.
    expect(validateTemplate(tpl(), deps)).toBeNull();
  });

  it('refuses a first unit of 0 and an unknown region', () => {
    expect(validateTemplate(tpl({ firstUnit: 0 }), deps)).toBe('默认运费的首件不能为 0');
    expect(validateTemplate(tpl({ chargeType: 3, firstUnit: 0 }), deps)).toBe('默认运费的首重不能为 0');
    expect(validateTemplate(tpl({ rules: [{ ...tpl().rules[1]!, firstUnit: 0 }] }), deps)).toBe('指定地区 1的首件不能为 0');
    expect(validateTemplate(tpl({ rules: [{ ...tpl().rules[1]!, codes: ['999999'] }] }), deps)).toBe('指定地区 1包含不存在的地区：999999');
  });

  it('refuses delivery time slots that cross each other or end before they start', () => {
    expect(validateSlots([{ start: '11:00', end: '12:00' }, { start: '11:30', end: '13:00' }], '校园配送区 1')).toBe('校园配送区 1的配送时段 11:00-12:00 与 11:30-13:00 交叉');
    expect(validateSlots([{ start: '18:00', end: '17:00' }], '校园配送区 1')).toBe('校园配送区 1的配送时段 18:00-17:00 结束时间应晚于开始时间');
    expect(validateSlots([{ start: '11:00', end: '12:00' }, { start: '12:00', end: '13:00' }], 'x')).toBeNull();
    const t = tpl({ rules: [{ ...tpl().rules[0]!, slots: [{ start: '17:00', end: '19:00' }, { start: '11:00', end: '12:00' }, { start: '18:30', end: '20:00' }] }] });
    expect(validateTemplate(t, deps)).toBe('校园配送区 1的配送时段 17:00-19:00 与 18:30-20:00 交叉');
  });
});

describe('regions and ship-by time', () => {
  it('reads the region path of an address, municipalities included', () => {
    expect(regionPathOfAddress('浙江省杭州市西湖区浙江大学紫金港校区3号楼')).toEqual(['33', '3301', '330106']);
    expect(regionPathOfAddress('上海市杨浦区复旦大学邯郸校区')).toEqual(['31', '3101', '310110']);
    expect(regionPathOfAddress('火星基地')).toEqual([]);
  });

  it('adds the promise to payment and pushes it back by declared delays that overlap the wait', () => {
    const paid = Date.UTC(2026, 0, 1);
    expect(shipByOf(paid, 48, [])).toBe(paid + 48 * HOUR);
    expect(shipByOf(paid, 24, [{ startAt: paid + 10 * HOUR, endAt: paid + 34 * HOUR }])).toBe(paid + 48 * HOUR);
    // Paid during a holiday: the clock starts when the holiday ends.
    expect(shipByOf(paid, 48, [{ startAt: paid - 24 * HOUR, endAt: paid + 72 * HOUR }])).toBe(paid + 120 * HOUR);
    // A delay after the due time does not matter.
    expect(shipByOf(paid, 24, [{ startAt: paid + 30 * HOUR, endAt: paid + 60 * HOUR }])).toBe(paid + 24 * HOUR);
  });
});
