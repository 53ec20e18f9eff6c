import type { Db } from '../../db/index.ts';
import { groupedTotals, TOTAL_COLUMNS } from './referral-totals.ts';

/**
 * The rows where the maintained referral totals (se_referral_day) differ from a GROUP BY over the records
 * (`groupedTotals`), for tests: `key` is company:agent:day, `have` the table's figures (null: no row), `want` the
 * records' (null: none). Rows of zeros count as absent. Empty when they agree.
 */
export async function totalsMismatches(db: Db): Promise<Array<{ key: string; have: Record<string, number> | null; want: Record<string, number> | null }>> {
  const want = new Map<string, Record<string, number>>();
  for (const [k, v] of await groupedTotals(db)) want.set(k, Object.fromEntries(TOTAL_COLUMNS.map((c) => [c, Number(v[c])])));
  const have = new Map<string, Record<string, number>>();
  for (const r of await db.selectFrom('se_referral_day').selectAll().execute()) {
    const t = Object.fromEntries(TOTAL_COLUMNS.map((c) => [c, Number(r[c])]));
    if (TOTAL_COLUMNS.some((c) => t[c] !== 0)) have.set(`${r.company_id}:${r.agent_id}:${r.day}`, t);
  }
  const out: Array<{ key: string; have: Record<string, number> | null; want: Record<string, number> | null }> = [];
  for (const k of new Set([...want.keys(), ...have.keys()])) {
    const h = have.get(k) ?? null;
    const w = want.get(k) ?? null;
    if (!h || !w || TOTAL_COLUMNS.some((c) => h[c] !== w[c])) out.push({ key: k, have: h, want: w });
  }
  return out.sort((x, y) => x.key.localeCompare(y.key));
}
