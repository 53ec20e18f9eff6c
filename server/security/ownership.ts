/**
 * Company ownership of data, for the cross-company tests (reusable by every area's tests).
 *
 *   companyTables(db)            every table with a company_id column (found by introspection), plus `company`
 *   snapshotCompany(db, id)      all rows a company owns, as one comparable value (did a call change B's data?)
 *   canaryStrings(db, id)        string values only that company's rows hold (may another company's answer show them?)
 *   idFieldsOf(schema)           paths of id-like body fields: `id`, `…Id` (integer), `…Ids` (integer array)
 *   ownedIdFor(db, field, id)    an id of a row the company owns for such a field, through OWNED_ID_FIELDS or the
 *                                naming rule `fooBarId` → table `foo_bar` (when it has company_id)
 *   withValueAt(body, path, v)   a copy of the body with that field set (arrays get [v])
 *
 * An area whose id field does not follow the naming rule registers it here (`OWNED_ID_FIELDS.formId = 'erp_form'`,
 * or `'goodsDetail.id': 'goods'`), or lists platform-wide ids in UNOWNED_ID_FIELDS; the authorization matrix fails
 * for an implemented operation whose id field is neither, or whose resource company C does not own a row of
 * (give it one in server/security/fixtures.ts prepareWorld).
 */
import { sql } from 'kysely';
import type { Db } from '../db/index.ts';

type Schema = Record<string, any>;

/**
 * Id field → table whose `id` it holds, when the naming rule (`fooBarId` → `foo_bar`) does not find it. Keys are a
 * field name (`skuId`) or `operationId.field` for one operation (`goodsDetail.id`).
 */
export const OWNED_ID_FIELDS: Record<string, string> = {
  companyId: 'company',
  skuId: 'goods_sku',
  skuIds: 'goods_sku',
  userId: 'merchant_user',
  userIds: 'merchant_user',
  roleId: 'role',
  roleIds: 'role',
  formerOwnerRoleId: 'role',
  withdrawalId: 'fin_withdraw',
  // A statement line is a ledger transaction of the statement's period (server/modules/finance/statements.ts).
  'financeStatementDispute.lineId': 'fin_tx',
  invoiceId: 'fin_invoice',
  depositRecordId: 'fin_deposit_record',
  abutmentId: 'erp_abutment',
  formId: 'erp_form',
  // The content area's `announcement` (platform announcements) also has company_id: the shop's own are shop_announcement.
  announcementId: 'shop_announcement',
  // school-employee, remote-task
  agentId: 'se_agent',
  postId: 'se_post',
  recruitId: 'job_recruit',
  ruleId: 'se_reward_rule',
  rewardIds: 'se_reward',
  // activity
  entryId: 'mk_activity_entry',
  // 三创: the shop's topics and the teams that took them
  topicId: 'sc_topic',
  teamId: 'sc_team',
};

/** Id fields of platform-wide data no company owns (nothing to swap): `field` or `operationId.field`. */
export const UNOWNED_ID_FIELDS = new Set<string>([
  'categoryId',
  'categoryIds',
  'parentId',
  'financeSubsidyList.activityId',
  // Platform content (docs/content.md): rules, help articles and announcements are the platform's, not a shop's.
  'contentAnnounceDetail.id',
  'contentAnnounceAck.id',
  'contentRuleDetail.id',
  'contentHelpDetail.id',
  'contentHelpVote.id',
  'sePostSave.schoolId',
  // A sales-reward rule's scope: a platform category or one of the shop's goods (checked by the handler).
  'seRewardRuleSave.scopeId',
  // Platform activities are the platform's; a shop's entries are its own (entryId).
  'activityDetail.activityId',
  'activitySubmit.activityId',
  'activityData.activityId',
  'activityGroups.activityId',
  // 三创 rounds are the platform's (activityId is the round); a shop's topics and teams are its own.
  'sanchuangRound.activityId',
  'sanchuangTopicList.activityId',
  'sanchuangTopicSave.activityId',
  'sanchuangTeamList.activityId',
  'sanchuangAwardList.activityId',
  // Roadshows and their slots are the platform's; a shop's applications are its own (applicationId).
  'roadshowApply.roadshowId',
  'roadshowApply.slotId',
]);
/** The same by name pattern: every `…CategoryId(s)` is a platform category. */
export const UNOWNED_ID_PATTERNS: RegExp[] = [/categoryIds?$/i];

export const isUnownedIdField = (field: string, operationId: string) =>
  UNOWNED_ID_FIELDS.has(field) || UNOWNED_ID_FIELDS.has(`${operationId}.${field}`) || UNOWNED_ID_PATTERNS.some((re) => re.test(field));

/** Tables never compared (append-only logs whose rows a foreign call may legitimately add for its own company). */
const IGNORED_TABLES = new Set<string>([]);

/** PostgreSQL's schema of this connection (each test server has its own), or null on SQLite. */
async function currentSchema(db: Db): Promise<string | null> {
  try {
    const r = await sql<{ s: string }>`select current_schema() as s`.execute(db);
    return r.rows[0]?.s ?? null;
  } catch {
    return null;
  }
}

export async function companyTables(db: Db): Promise<string[]> {
  const schema = await currentSchema(db);
  let names: string[];
  if (schema !== null) {
    // Only this connection's schema: Kysely's introspection reads every schema of the database, and fails when a
    // test file running alongside drops its own schema meanwhile ("schema t_… does not exist").
    const r = await sql<{ name: string }>`
      select c.table_name as name from information_schema.columns c
      join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = current_schema() and c.column_name = 'company_id' and t.table_type = 'BASE TABLE'`.execute(db);
    names = r.rows.map((x) => x.name);
  } else {
    const tables = await db.introspection.getTables();
    names = tables.filter((t) => !t.isView && t.columns.some((c) => c.name === 'company_id')).map((t) => t.name);
  }
  const owned = [...new Set(names)].filter((t) => !IGNORED_TABLES.has(t)).sort();
  return ['company', ...owned.filter((t) => t !== 'company')];
}

async function rowsOf(db: Db, table: string, companyId: number): Promise<Record<string, unknown>[]> {
  const col = table === 'company' ? 'id' : 'company_id';
  const r = await sql<Record<string, unknown>>`select * from ${sql.table(table)} where ${sql.ref(col)} = ${companyId}`.execute(db);
  return r.rows;
}

const stable = (rows: Record<string, unknown>[]) =>
  rows
    .map((r) => JSON.stringify(Object.keys(r).sort().map((k) => [k, typeof r[k] === 'bigint' ? String(r[k]) : r[k]])))
    .sort();

export async function snapshotCompany(db: Db, companyId: number): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  for (const t of await companyTables(db)) out[t] = stable(await rowsOf(db, t, companyId));
  return out;
}

/** Strings (≥ 4 characters with a letter, or ≥ 7 digits) held by this company's rows and by no other company's. */
export async function canaryStrings(db: Db, companyId: number): Promise<string[]> {
  const mine = new Set<string>();
  const others = new Set<string>();
  for (const t of await companyTables(db)) {
    const col = t === 'company' ? 'id' : 'company_id';
    const r = await sql<Record<string, unknown>>`select * from ${sql.table(t)}`.execute(db);
    for (const row of r.rows) {
      const target = Number(row[col]) === companyId ? mine : others;
      for (const [k, v] of Object.entries(row)) {
        if (typeof v !== 'string' || /hash|token/i.test(k)) continue;
        // Lower-case ASCII codes (ledger accounts such as 'frozen', kinds such as 'agent.reward') are the schema's
        // vocabulary, which every answer names as keys; they are not a company's data.
        if (/^[a-z][a-z0-9_.:-]*$/.test(v)) continue;
        // Digit-only strings (phones) count from 7 digits; others from 4 characters with a letter or CJK in them.
        if (/^\d{7,}$/.test(v) || ([...v].length >= 4 && /[\p{L}]/u.test(v))) target.add(v);
      }
    }
  }
  return [...mine].filter((v) => !others.has(v));
}

export interface IdField {
  /** Property path from the body root; '[]' marks array items. */
  path: string[];
  name: string;
  isArray: boolean;
}

export function idFieldsOf(schema: Schema | null | undefined, base: string[] = []): IdField[] {
  if (!schema || typeof schema !== 'object') return [];
  const out: IdField[] = [];
  const t = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (t.includes('array') && schema.items) out.push(...idFieldsOf(schema.items, [...base, '[]']));
  for (const [name, ps] of Object.entries<Schema>(schema.properties ?? {})) {
    const pt = Array.isArray(ps.type) ? ps.type : [ps.type];
    const itemT = ps.items ? (Array.isArray(ps.items.type) ? ps.items.type : [ps.items.type]) : [];
    if (/^id$|Id$/.test(name) && pt.includes('integer')) out.push({ path: [...base, name], name, isArray: false });
    else if (/Ids$/.test(name) && pt.includes('array') && itemT.includes('integer')) out.push({ path: [...base, name], name, isArray: true });
    else out.push(...idFieldsOf(ps, [...base, name]));
  }
  return out;
}

/**
 * String fields that name a company's row by a business key rather than by id (`orderNo` → orders.order_no): swapped
 * like ids by the authorization matrix. Keys as in OWNED_ID_FIELDS.
 */
export const OWNED_KEY_FIELDS: Record<string, { table: string; column: string }> = {
  orderNo: { table: 'orders', column: 'order_no' },
};

/** Paths of such key fields in a body schema ('[]' = each array item). */
export function keyFieldsOf(schema: Schema | null | undefined, operationId = '', base: string[] = []): IdField[] {
  if (!schema || typeof schema !== 'object') return [];
  const out: IdField[] = [];
  const t = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (t.includes('array') && schema.items) out.push(...keyFieldsOf(schema.items, operationId, [...base, '[]']));
  for (const [name, ps] of Object.entries<Schema>(schema.properties ?? {})) {
    const pt = Array.isArray(ps.type) ? ps.type : [ps.type];
    if ((OWNED_KEY_FIELDS[`${operationId}.${name}`] ?? OWNED_KEY_FIELDS[name]) && pt.includes('string')) out.push({ path: [...base, name], name, isArray: false });
    else out.push(...keyFieldsOf(ps, operationId, [...base, name]));
  }
  return out;
}

/** The business key of a row (`orders` id 7 → its order_no). */
export async function keyOf(db: Db, field: string, operationId: string, id: number): Promise<string> {
  const k = OWNED_KEY_FIELDS[`${operationId}.${field}`] ?? OWNED_KEY_FIELDS[field]!;
  const r = await sql<{ v: string }>`select ${sql.ref(k.column)} as v from ${sql.table(k.table)} where id = ${id}`.execute(db);
  return String(r.rows[0]!.v);
}

const snake = (s: string) => s.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** The table an id field (or a key field of OWNED_KEY_FIELDS) points at, or null when unknown. */
export async function tableForIdField(db: Db, field: string, operationId?: string): Promise<string | null> {
  const key = (operationId && OWNED_KEY_FIELDS[`${operationId}.${field}`]) || OWNED_KEY_FIELDS[field];
  if (key) return key.table;
  const own = (operationId && OWNED_ID_FIELDS[`${operationId}.${field}`]) || OWNED_ID_FIELDS[field];
  if (own) return own;
  const base = snake(field.replace(/Ids?$/, ''));
  const tables = await companyTables(db);
  for (const name of [base, `${base}s`, `${base}es`]) if (tables.includes(name)) return name; // orderId → orders
  // `batchId` → `card_batch` when exactly one company table ends with the name.
  const suffixed = tables.filter((t) => t.endsWith(`_${base}`));
  return suffixed.length === 1 ? suffixed[0]! : null;
}

/** An id of a row the company owns that the field can hold, or null when the company owns none. */
export async function ownedIdFor(db: Db, field: string, companyId: number, operationId?: string): Promise<number | null> {
  const table = await tableForIdField(db, field, operationId);
  if (!table) return null;
  const rows = await rowsOf(db, table, companyId);
  const id = rows.map((r) => Number(r.id)).filter(Number.isFinite).sort((a, b) => a - b)[0];
  return id ?? null;
}

export function withValueAt(body: unknown, path: string[], value: number | string, isArray: boolean): unknown {
  const copy = structuredClone(body);
  const set = (node: any, i: number): void => {
    if (node === null || typeof node !== 'object') return;
    const key = path[i]!;
    if (key === '[]') {
      if (Array.isArray(node)) node.forEach((n) => set(n, i + 1));
      return;
    }
    if (i === path.length - 1) node[key] = isArray ? [value] : value;
    else {
      node[key] ??= {};
      set(node[key], i + 1);
    }
  };
  set(copy, 0);
  return copy;
}

/** Tables whose rows are about people and sessions, never cloned between companies. */
// company_verify: a verification form names its company (the licence name): a copy would have company C present
// company A's name as its own.
const NEVER_CLONED = new Set(['company', 'merchant_user', 'role', 'role_key', 'audit_log', 'company_verify']);

/**
 * Gives company `to` one row in every company table where it has none and company `from` has some: a copy of
 * `from`'s first row (new id). Areas' seeds usually fill the demo company only; the cross-company checks need the
 * other company to own something of every kind. Returns the tables it could not fill (unique constraints...).
 */
export async function cloneRowsInto(db: Db, from: number, to: number): Promise<string[]> {
  const tables = (await companyTables(db)).filter((t) => !NEVER_CLONED.has(t));
  const tableOf = (col: string): string | null => {
    const base = col.replace(/_id$/, '');
    for (const name of [base, `${base}s`, `${base}es`]) if (tables.includes(name)) return name;
    const suffixed = tables.filter((t) => t.endsWith(`_${base}`));
    return suffixed.length === 1 ? suffixed[0]! : null;
  };
  const firstId = async (t: string, company: number) => (await rowsOf(db, t, company)).map((r) => r.id).sort((a, b) => Number(a) - Number(b))[0];
  let pending = [];
  for (const t of tables) if ((await rowsOf(db, t, to)).length === 0 && (await rowsOf(db, t, from)).length > 0) pending.push(t);
  const failed: string[] = [];
  // References to other company tables (`goods_id` → goods) point at the new company's own rows: clone those first.
  for (let pass = 0; pass < 6 && pending.length; pass++) {
    const next: string[] = [];
    for (const t of pending) {
      const src = (await rowsOf(db, t, from)).sort((a, b) => Number(a.id) - Number(b.id))[0]!;
      const { id, ...rest } = src;
      const values: Record<string, unknown> = { ...rest, company_id: to };
      let waiting = false;
      for (const col of Object.keys(rest)) {
        const ref = col !== 'company_id' && col.endsWith('_id') && rest[col] !== null ? tableOf(col) : null;
        if (!ref || ref === t) continue;
        const mine = await firstId(ref, to);
        if (mine === undefined) waiting = pending.includes(ref);
        else values[col] = mine;
      }
      if (waiting) {
        next.push(t);
        continue;
      }
      if (typeof id === 'string') values.id = `${id.slice(0, Math.max(0, id.length - 6))}c0ffee`.slice(-id.length);
      try {
        await db.insertInto(t as never).values(values as never).execute();
      } catch {
        failed.push(t);
      }
    }
    if (next.length === pending.length) {
      failed.push(...next);
      break;
    }
    pending = next;
  }
  return failed;
}
