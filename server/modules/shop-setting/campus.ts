import type { Db } from '../../db/index.ts';
import { SCHOOLS } from './schools.ts';

/**
 * The platform's campus directory (学校 → 校区 → 宿舍楼), reference data every database gets (seedReference). Ids
 * are stable across databases: school k is k×10000, its campus j is k×10000 + j×100, building b of that campus adds
 * b (b < 100). Campus delivery zones of freight templates hold these ids as strings.
 */
export const BUILDINGS_PER_CAMPUS = 30;

export interface CampusPlace {
  id: number;
  parentId: number;
  level: number;
  name: string;
}

export function campusDirectory(): Array<CampusPlace & { regionCode: string | null; sort: number }> {
  const rows: Array<CampusPlace & { regionCode: string | null; sort: number }> = [];
  SCHOOLS.forEach((s, k) => {
    const schoolId = (k + 1) * 10000;
    rows.push({ id: schoolId, parentId: 0, level: 1, name: s.school, regionCode: null, sort: k });
    s.campuses.forEach((c, j) => {
      const campusId = schoolId + (j + 1) * 100;
      rows.push({ id: campusId, parentId: schoolId, level: 2, name: c, regionCode: null, sort: j });
      for (let b = 1; b <= BUILDINGS_PER_CAMPUS; b++) rows.push({ id: campusId + b, parentId: campusId, level: 3, name: `${b}号楼`, regionCode: null, sort: b });
    });
  });
  return rows;
}

export async function seedCampusDirectory(db: Db): Promise<number> {
  const rows = campusDirectory();
  for (let i = 0; i < rows.length; i += 200) {
    await db
      .insertInto('campus_place')
      .values(rows.slice(i, i + 200).map((r) => ({ id: r.id, parent_id: r.parentId, level: r.level, name: r.name, region_code: r.regionCode, sort: r.sort })))
      .execute();
  }
  return rows.length;
}

export interface CampusIndex {
  byId: Map<string, { name: string; up: string[]; fullName: string }>;
  tree: Array<{ code: string; name: string; children?: Array<{ code: string; name: string; children?: Array<{ code: string; name: string }> }> }>;
  /** The place path of an order's school, campus and address ("…3号楼…"). */
  pathOf(school: string | null, campus: string | null, address: string): string[];
}

export async function loadCampus(db: Db): Promise<CampusIndex> {
  const rows = await db.selectFrom('campus_place').select(['id', 'parent_id', 'level', 'name']).orderBy('level').orderBy('parent_id').orderBy('sort').orderBy('id').execute();
  const byId = new Map<string, { name: string; up: string[]; fullName: string }>();
  const nodes = new Map<number, { code: string; name: string; children?: CampusIndex['tree'] }>();
  const tree: CampusIndex['tree'] = [];
  for (const r of rows) {
    const parent = byId.get(String(r.parent_id));
    byId.set(String(r.id), { name: r.name, up: parent ? [...parent.up, String(r.parent_id)] : [], fullName: parent ? `${parent.fullName} ${r.name}` : r.name });
    const node = { code: String(r.id), name: r.name };
    nodes.set(r.id, node);
    if (r.level === 1) tree.push(node);
    else {
      const p = nodes.get(r.parent_id);
      if (p) (p.children ??= []).push(node);
    }
  }
  return {
    byId,
    tree,
    pathOf(school, campus, address) {
      const s = tree.find((x) => x.name === school);
      if (!s) return [];
      const c = s.children?.find((x) => x.name === campus);
      if (!c) return [s.code];
      const m = /(\d{1,2})号楼/.exec(address);
      const b = m ? c.children?.find((x) => x.name === `${m[1]}号楼`) : undefined;
      return b ? [s.code, c.code, b.code] : [s.code, c.code];
    },
  };
}
