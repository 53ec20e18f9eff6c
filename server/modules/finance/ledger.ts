import { clock } from '../../lib/clock.ts';
import { CompiledQuery, PostgresAdapter } from 'kysely';
import type { Db } from '../../db/index.ts';
import { fail } from '../../lib/errors.ts';
import {
  ACCOUNT_TEXT,
  DEFAULT_FLOW,
  FLOW_KINDS,
  LimitRule,
  PLATFORM,
  TX_KINDS,
  dayStart,
  isCompanyAccount,
  isPlatformAccount,
  limitOf,
  yuan,
  type AccountCode,
  type CauseType,
  type FlowKind,
  type TxKind,
} from './accounts-chart.ts';

/** One side of a transaction: a signed amount (credit +, debit −) on one account. */
export interface EntrySpec {
  account: AccountCode;
  amount: number;
  /** The account's company; defaults to the transaction's company for company accounts and 0 for platform ones. */
  companyId?: number;
  /** What the flow line shows; defaults to the transaction kind's usual flow kind. */
  flow?: FlowKind;
}

/** Per-day sums the posting adds to fin_daily (statements and the overview read them). */
export interface DailyDelta {
  paid?: number;
  refunded?: number;
  commission?: number;
  st_income?: number;
  st_refunds?: number;
  st_commission?: number;
  st_subsidies?: number;
  st_deductions?: number;
  st_settled?: number;
  st_orders?: number;
}
const DAILY_COLUMNS = ['paid', 'refunded', 'commission', 'st_income', 'st_refunds', 'st_commission', 'st_subsidies', 'st_deductions', 'st_settled', 'st_orders'] as const;

export interface TxSpec {
  /** The shop the money event concerns (0 for none). */
  companyId: number;
  kind: TxKind;
  /** Unique business key: posting the same key again posts nothing. At most 100 characters. */
  key: string;
  /** Business time of the event (ms epoch, from the clock). */
  at: number;
  entries: EntrySpec[];
  orderId?: number | null;
  /** What caused it, for the flow page's link (order id, after-sale case id, withdrawal id, ...), and its number shown. */
  refType?: CauseType | null;
  refId?: number | null;
  refNo?: string | null;
  memo?: string;
  /** The headline amount shown for the event; defaults to the sum of its credits. */
  amount?: number;
  /** A statement line (settlements and refunds after settlement). */
  inStatement?: boolean;
  daily?: DailyDelta;
}

export interface PostResult {
  /** false when the business key had been posted before (nothing was written). */
  posted: boolean;
  txId: number;
  /** Balance after the posting of each company account the transaction moved (only when posted). */
  balances: Partial<Record<AccountCode, number>>;
}

/** A programming mistake in a posting (unbalanced, bad amounts): never a client error. */
export class LedgerError extends Error {
  override name = 'LedgerError';
}

const MAX_AMOUNT = 1e13; // ¥100 billion: far beyond any single event, far below 2^53

interface Entry {
  companyId: number;
  account: AccountCode;
  amount: number;
  flow: FlowKind;
}

function validate(tx: TxSpec): Entry[] {
  if (!(tx.kind in TX_KINDS)) throw new LedgerError(`未知的账务事件类型：${tx.kind}`);
  if (!tx.key || tx.key.length > 100) throw new LedgerError('业务键应为 1 至 100 个字符');
  if (!Number.isSafeInteger(tx.at) || tx.at <= 0) throw new LedgerError('记账时间无效');
  if (!Number.isInteger(tx.companyId) || tx.companyId < 0) throw new LedgerError('公司 ID 无效');
  const out: Entry[] = [];
  let sum = 0;
  for (const e of tx.entries) {
    if (!Number.isSafeInteger(e.amount) || Math.abs(e.amount) > MAX_AMOUNT) throw new LedgerError(`分录金额应为整数分：${e.amount}`);
    const platform = isPlatformAccount(e.account);
    if (!platform && !isCompanyAccount(e.account)) throw new LedgerError(`未知账户：${e.account}`);
    const companyId = e.companyId ?? (platform ? PLATFORM : tx.companyId);
    if (platform !== (companyId === PLATFORM)) throw new LedgerError(`账户 ${e.account} 不属于公司 ${companyId}`);
    if (e.flow !== undefined && !(FLOW_KINDS as readonly string[]).includes(e.flow)) throw new LedgerError(`未知的流水类型：${e.flow}`);
    sum += e.amount;
    if (e.amount !== 0) out.push({ companyId, account: e.account, amount: e.amount, flow: e.flow ?? DEFAULT_FLOW[tx.kind] });
  }
  if (sum !== 0) throw new LedgerError(`分录不平衡：合计 ${sum} 分（${tx.kind} ${tx.key}）`);
  if (new Set(out.map((e) => `${e.companyId}:${e.account}`)).size < 2) throw new LedgerError(`一笔交易至少涉及两个账户（${tx.kind} ${tx.key}）`);
  // A fixed lock order (company, account) so that concurrent postings on PostgreSQL cannot deadlock each other; within
  // one account credits before debits, so a limit judges the account's balance after the transaction's credits.
  return out.sort((a, b) => a.companyId - b.companyId || (a.account < b.account ? -1 : a.account > b.account ? 1 : 0) || b.amount - a.amount);
}

/**
 * The posting path runs a handful of fixed statements per transaction; they are written once as SQL text (the same
 * on both databases but for the placeholders) and run as compiled queries, skipping Kysely's builder and compiler on
 * every call (about half the cost of a posting on SQLite). SQLite keeps their prepared statements (db/index.ts).
 */
const pgText = new Map<string, string>();
function raw<R>(db: Db, text: string, params: unknown[]): Promise<{ rows: R[] }> {
  let q = text;
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    q = pgText.get(text) ?? '';
    if (!q) {
      let i = 0;
      q = text.replace(/\?/g, () => `$${++i}`);
      pgText.set(text, q);
    }
  }
  return db.executeQuery<R>(CompiledQuery.raw(q, params));
}

const SQL_MOVE = [0, 1, 2].map(
  (rule) =>
    `update fin_account set balance = balance + ?, debits = debits + ?, credits = credits + ?, updated_at = ? where company_id = ? and code = ?${rule === 1 ? ' and balance >= ?' : rule === 2 ? ' and balance <= ?' : ''} returning id, balance`,
);
const SQL_TX =
  'insert into fin_tx (company_id, kind, biz_key, order_id, ref_type, ref_id, ref_no, amount, memo, in_statement, occurred_at, created_at) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) on conflict (biz_key) do nothing returning id';
const ENTRY_COLS = '(tx_id, company_id, account_id, account_code, kind, amount, balance_after, order_id, occurred_at)';
const sqlEntries = (n: number) => `insert into fin_entry ${ENTRY_COLS} values ${Array.from({ length: n }, () => '(?, ?, ?, ?, ?, ?, ?, ?, ?)').join(', ')}`;
const SQL_DAILY = `insert into fin_daily (company_id, day, ${DAILY_COLUMNS.join(', ')}) values (?, ?, ${DAILY_COLUMNS.map(() => '?').join(', ')}) on conflict (company_id, day) do update set ${DAILY_COLUMNS.map((c) => `${c} = fin_daily.${c} + excluded.${c}`).join(', ')}`;

/** Moves one account's balance, refusing at once what its limit forbids. Creates the account on first use. */
async function moveAccount(db: Db, companyId: number, account: AccountCode, d: number, now: number): Promise<{ id: number; balance: number }> {
  const rule = limitOf(account);
  const check = rule === LimitRule.NON_NEGATIVE && d < 0 ? 1 : rule === LimitRule.NON_POSITIVE && d > 0 ? 2 : 0;
  const params: unknown[] = [d, d < 0 ? -d : 0, d > 0 ? d : 0, now, companyId, account];
  if (check) params.push(-d);
  for (let attempt = 0; attempt < 2; attempt++) {
    const row = (await raw<{ id: number; balance: number }>(db, SQL_MOVE[check]!, params)).rows[0];
    if (row) return { id: Number(row.id), balance: Number(row.balance) };
    const existing = await db.selectFrom('fin_account').select('balance').where('company_id', '=', companyId).where('code', '=', account).executeTakeFirst();
    if (existing) {
      const bal = Number(existing.balance);
      if (account === 'owed') throw fail(`欠款账户不能转为正余额：当前欠款 ${yuan(-bal)}，本次冲抵 ${yuan(d)}`);
      throw fail(`${ACCOUNT_TEXT[account]}余额不足：当前 ${yuan(bal)}，需 ${yuan(-d)}`);
    }
    await db
      .insertInto('fin_account')
      .values({ company_id: companyId, code: account, balance: 0, debits: 0, credits: 0, limit_rule: rule, updated_at: now })
      .onConflict((oc) => oc.columns(['company_id', 'code']).doNothing())
      .execute();
  }
  throw new LedgerError(`账户 ${companyId}:${account} 无法创建`);
}

/**
 * Posts one balanced transaction inside the caller's database transaction (`db` must be a transaction when the
 * caller writes anything else that must commit with it). Idempotent by `key`: a replay posts nothing and returns the
 * first posting's id; a replay whose kind or amount differs is a programming error. Balances, the entries'
 * balance_after and the per-day sums are updated in the same transaction; an account limit refuses an overdraft
 * with a Chinese message carrying the figures (a BizError), which rolls the caller's transaction back.
 */
export async function postTransaction(db: Db, tx: TxSpec): Promise<PostResult> {
  const sorted = validate(tx);
  // Never half a transaction: a caller without one gets its own (a refused limit then leaves nothing behind).
  if (!db.isTransaction) return db.transaction().execute((trx) => postTransaction(trx, tx));
  const amount = tx.amount ?? sorted.reduce((s, e) => s + (e.amount > 0 ? e.amount : 0), 0);
  const now = clock.now();
  const inserted = (
    await raw<{ id: number }>(db, SQL_TX, [
      tx.companyId,
      tx.kind,
      tx.key,
      tx.orderId ?? null,
      tx.refType ?? null,
      tx.refId ?? null,
      tx.refNo ?? null,
      amount,
      (tx.memo ?? '').slice(0, 200),
      tx.inStatement ? 1 : 0,
      tx.at,
      now,
    ])
  ).rows[0];
  if (!inserted) {
    const prev = await db.selectFrom('fin_tx').select(['id', 'kind', 'amount']).where('biz_key', '=', tx.key).executeTakeFirstOrThrow();
    if (prev.kind !== tx.kind) throw new LedgerError(`业务键 ${tx.key} 已用于 ${prev.kind}，不能再记 ${tx.kind}`);
    if (Number(prev.amount) !== amount) throw new LedgerError(`业务键 ${tx.key} 已记账金额 ${Number(prev.amount)} 分，重放的金额 ${amount} 分与之不符`);
    return { posted: false, txId: Number(prev.id), balances: {} };
  }
  const txId = Number(inserted.id);
  const balances: PostResult['balances'] = {};
  const params: unknown[] = [];
  for (const e of sorted) {
    const acc = await moveAccount(db, e.companyId, e.account, e.amount, now);
    if (e.companyId !== PLATFORM) balances[e.account] = acc.balance;
    params.push(txId, e.companyId, acc.id, e.account, e.flow, e.amount, acc.balance, tx.orderId ?? null, tx.at);
  }
  await raw(db, sqlEntries(sorted.length), params);
  if (tx.daily && tx.companyId !== PLATFORM) await addDaily(db, tx.companyId, dayStart(tx.at), tx.daily);
  return { posted: true, txId, balances };
}

export async function addDaily(db: Db, companyId: number, day: number, d: DailyDelta): Promise<void> {
  if (!DAILY_COLUMNS.some((c) => (d[c] ?? 0) !== 0)) return;
  await raw(db, SQL_DAILY, [companyId, day, ...DAILY_COLUMNS.map((c) => d[c] ?? 0)]);
}

/** Current balances of a company's accounts (0 for accounts never used). */
export async function balancesOf(db: Db, companyId: number): Promise<Record<string, number>> {
  const rows = await db.selectFrom('fin_account').select(['code', 'balance']).where('company_id', '=', companyId).execute();
  const out: Record<string, number> = { pending: 0, available: 0, owed: 0, frozen: 0, withdrawing: 0, deposit: 0, marketing: 0 };
  for (const r of rows) out[r.code] = Number(r.balance);
  return out;
}

/** One account's balance; on PostgreSQL the row is locked until the caller's transaction ends. */
export async function lockBalance(db: Db, companyId: number, account: AccountCode, dialect?: 'sqlite' | 'postgres'): Promise<number> {
  let q = db.selectFrom('fin_account').select('balance').where('company_id', '=', companyId).where('code', '=', account);
  const pg = dialect ? dialect === 'postgres' : db.getExecutor().adapter instanceof PostgresAdapter;
  if (pg) q = q.forUpdate();
  const row = await q.executeTakeFirst();
  return row ? Number(row.balance) : 0;
}

/**
 * Demo seeds only: makes sure the shop's available balance covers `need` (fen) before a seed pays from it. Test
 * servers seed no money history, so a short balance is topped up by a platform adjustment (bank_in → available) under
 * the seed's own key, and the books still reconcile. Returns the amount added (0 when the balance already covers it).
 */
export async function seedTopUp(db: Db, p: { companyId: number; need: number; key: string; at: number; memo: string; extra?: number }): Promise<number> {
  const available = await lockBalance(db, p.companyId, 'available');
  if (available >= p.need) return 0;
  const amount = p.need - available + (p.extra ?? 0);
  await postTransaction(db, {
    companyId: p.companyId,
    kind: 'adjust',
    key: p.key,
    at: p.at,
    entries: [
      { account: 'bank_in', amount: -amount },
      { account: 'available', amount },
    ],
    refType: 'adjustment',
    memo: p.memo.slice(0, 200),
  });
  return amount;
}
