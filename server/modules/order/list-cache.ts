import { handleOf, type Db } from '../../db/index.ts';
import { RawJson } from '../../lib/raw-json.ts';
import { applyFilter, checkFilter, LIST_COLUMNS, listQuery, makeCursor, parseCursor, type ListRow, type OrderFilter } from './queries.ts';
import { sql, type CompiledQuery } from 'kysely';
import { toSummary } from './present.ts';

/**
 * The order list's rendered rows: the JSON text of each OrderSummary, kept per order id together with the company's
 * order_list_epoch at the time it was read. A trigger raises that epoch on every update or delete of the company's
 * orders (migration 0005), so an entry is used only while none of the company's orders has changed since.
 *
 * Why: reading 20 orders of 28 columns from SQLite and turning them into objects and then JSON was about two thirds
 * of the list request's CPU. A page now reads only the ids in its keyset range (from the index alone) and the epoch,
 * and renders just the rows it does not hold. Least recently used entries go first; `maxRows` 0 turns it off.
 *
 * PostgreSQL has no epoch (see migration 0005): there an entry is keyed by the row version itself, `xmin:ctid` (the
 * transaction that wrote this version of the row and where it lies; any update makes a new version with a new pair),
 * read with the page's ids, so a row changed by anyone is rendered again and an unchanged one never is.
 */
export class OrderListCache {
  readonly #rows = new Map<number, { companyId: number; epoch: number | string; json: string }>();
  /** Rows answered from the cache, and rows rendered because they were missing or stale. */
  hits = 0;
  misses = 0;

  constructor(readonly maxRows: number) {}

  get size(): number {
    return this.#rows.size;
  }

  get(id: number, companyId: number, epoch: number | string): string | undefined {
    const e = this.#rows.get(id);
    if (!e || e.companyId !== companyId || e.epoch !== epoch) {
      if (e) this.#rows.delete(id);
      this.misses++;
      return undefined;
    }
    this.hits++;
    // Map order is the recency order.
    this.#rows.delete(id);
    this.#rows.set(id, e);
    return e.json;
  }

  set(id: number, companyId: number, epoch: number | string, json: string): void {
    if (this.maxRows <= 0) return;
    this.#rows.delete(id);
    this.#rows.set(id, { companyId, epoch, json });
    if (this.#rows.size > this.maxRows) this.#rows.delete(this.#rows.keys().next().value!);
  }
}

interface PageKey {
  id: number;
  created_at: number;
  /** SQLite: the company's epoch; PostgreSQL: the row's version (`xmin:ctid`). */
  epoch: number | string | null;
}

/** The row version PostgreSQL keys the cache with (see OrderListCache). */
const PG_ROW_VERSION = sql<string>`orders.xmin::text || ':' || orders.ctid::text`;

/**
 * The ids of one page and the company's epoch. The epoch is read in the same statement as the ids (one snapshot):
 * rows rendered afterwards may be newer than that epoch but never older, so an entry can only be dropped too early,
 * never kept too long.
 */
function buildKeysQuery(db: Db, companyId: number, f: OrderFilter, cursor: string | null | undefined, limit: number, pg: boolean): CompiledQuery<PageKey> {
  let q = applyFilter(
    db
      .selectFrom('orders')
      .select([
        'orders.id',
        'orders.created_at',
        pg ? PG_ROW_VERSION.as('epoch') : (eb) => eb.selectFrom('order_list_epoch').select('epoch').where('order_list_epoch.company_id', '=', companyId).as('epoch'),
      ]),
    companyId,
    f,
    true,
  );
  const c = parseCursor(cursor);
  if (c) q = q.where(sql<boolean>`(orders.created_at, orders.id) < (${c.createdAt}, ${c.id})`);
  return q.orderBy('orders.created_at', 'desc').orderBy('orders.id', 'desc').limit(limit).compile() as CompiledQuery<PageKey>;
}

/**
 * Compiled keys queries by their whole input (company, the filter fields applyFilter reads, cursor, size). Building and
 * compiling the query with Kysely cost about as much as running it, and the same few pages (each tab's first page) are
 * asked for over and over. Only the known fields make the key (a request may carry other properties), each bounded
 * by the contract, so an entry stays small; at most KEYS_QUERIES_MAX entries are kept.
 */
const KEYS_QUERIES_MAX = 1000;
const keysQueries = new WeakMap<Db, Map<string, CompiledQuery<PageKey>>>();
function keysQuery(db: Db, companyId: number, f: OrderFilter, cursor: string | null | undefined, limit: number, pg: boolean): CompiledQuery<PageKey> {
  let memo = keysQueries.get(db);
  if (!memo) keysQueries.set(db, (memo = new Map()));
  // Every OrderFilter field, typed so that a field added to OrderFilter must be added here too.
  const fields: { [K in keyof Required<OrderFilter>]: OrderFilter[K] | null } = {
    tab: f.tab ?? null,
    orderNo: f.orderNo ?? null,
    goodsId: f.goodsId ?? null,
    buyerPhone: f.buyerPhone ?? null,
    receiverName: f.receiverName ?? null,
    school: f.school ?? null,
    campus: f.campus ?? null,
    createdFrom: f.createdFrom ?? null,
    createdTo: f.createdTo ?? null,
    deliveryType: f.deliveryType ?? null,
  };
  const key = JSON.stringify([companyId, fields, cursor ?? null, limit]);
  if (key.length > 1024) return buildKeysQuery(db, companyId, f, cursor, limit, pg);
  let q = memo.get(key);
  if (q) {
    memo.delete(key);
  } else {
    q = buildKeysQuery(db, companyId, f, cursor, limit, pg);
    if (memo.size >= KEYS_QUERIES_MAX) memo.delete(memo.keys().next().value!);
  }
  memo.set(key, q);
  return q;
}

/** The cache of one database (one per server process; tests build several apps, each with its own database). */
const caches = new WeakMap<Db, OrderListCache>();
export function listCacheFor(db: Db, maxRows: number): OrderListCache {
  let c = caches.get(db);
  if (!c) caches.set(db, (c = new OrderListCache(maxRows)));
  return c;
}

/** The contract's OrderPage around rows already serialized. */
function pageJson(rows: string[], last: { id: number; created_at: number } | undefined, hasMore: boolean): RawJson {
  const nextCursor = hasMore && last ? JSON.stringify(makeCursor(last)) : 'null';
  return new RawJson(`{"list":[${rows.join(',')}],"nextCursor":${nextCursor},"hasMore":${hasMore}}`);
}

/**
 * One keyset page of the order list as the contract's OrderPage, already serialized. With the cache turned off (and on
 * PostgreSQL, see migration 0005) it is one query, as before the cache existed.
 */
export async function orderListPage(
  db: Db,
  cache: OrderListCache,
  companyId: number,
  f: OrderFilter,
  cursor: string | null | undefined,
  pageSize: number,
): Promise<RawJson> {
  checkFilter(f);
  if (cache.maxRows <= 0) {
    const rows = (await listQuery(db, companyId, f, cursor, pageSize + 1).execute()) as ListRow[];
    const page = rows.slice(0, pageSize);
    return pageJson(page.map((r) => JSON.stringify(toSummary(r))), page[page.length - 1], rows.length > pageSize);
  }
  const pg = handleOf(db)?.dialect === 'postgres';
  const keys = (await db.executeQuery(keysQuery(db, companyId, f, cursor, pageSize + 1, pg))).rows;
  const hasMore = keys.length > pageSize;
  const page = hasMore ? keys.slice(0, pageSize) : keys;
  const epoch = Number(page[0]?.epoch ?? 0);
  const versionOf = (k: PageKey) => (pg ? String(k.epoch) : epoch);
  const json: Array<string | undefined> = page.map((k) => cache.get(k.id, companyId, versionOf(k)));
  const missing = page.filter((_, i) => json[i] === undefined).map((k) => k.id);
  if (missing.length) {
    // The page's filter again: a row changed since the ids were read into another tab is left out, as one query
    // would have left it out (the page is then shorter; the cursor still follows the ids).
    const select = pg ? db.selectFrom('orders').select([...LIST_COLUMNS, PG_ROW_VERSION.as('row_version')]) : db.selectFrom('orders').select(LIST_COLUMNS);
    const rows = (await applyFilter(select, companyId, f, true).where('orders.id', 'in', missing).execute()) as Array<ListRow & { row_version?: string }>;
    const byId = new Map(rows.map((r) => [r.id, r]));
    page.forEach((k, i) => {
      if (json[i] !== undefined) return;
      const row = byId.get(k.id);
      if (!row) return; // deleted or moved out of the filter since the ids were read
      const { row_version, ...listRow } = row;
      json[i] = JSON.stringify(toSummary(listRow as ListRow));
      // PostgreSQL: the version of the row rendered (read after the ids, so never older than theirs).
      cache.set(k.id, companyId, pg ? String(row_version) : epoch, json[i]);
    });
  }
  return pageJson(json.filter((j) => j !== undefined), page[page.length - 1], hasMore);
}
