/**
 * Callers and owned data for the security suite: tokens made directly as sessions (no argon2 per call), the seeded
 * companies, and a few rows per company so cross-company checks have something to steal.
 */
import type { TestServer } from '../testing/harness.ts';
import { createSession } from '../lib/session.ts';
import { SEED_ACCOUNTS } from '../db/seed.ts';
import { ALL_ROLE_KEYS } from '../lib/permission-keys.ts';
import type { Db } from '../db/index.ts';
import { cloneRowsInto } from './ownership.ts';
import { simulateOrders } from '../modules/order/simulate.ts';
import { AfterSale, OrderStatus } from '../modules/order/constants.ts';
import { financeOpsFixture } from '../modules/finance/withdraw.testing.ts';
import { afterSaleFixture } from '../modules/after-sale/testing.ts';
import { roadshowFixture } from '../modules/activity/roadshow.testing.ts';

export type Caller = 'owner' | 'staff' | 'fullStaff' | 'pending' | 'otherOwner';

export const CALLER_PHONES: Record<Caller, string> = {
  owner: SEED_ACCOUNTS.owner, // verified company A, every key
  staff: SEED_ACCOUNTS.staff, // company A, role with goods.list + order.list only
  fullStaff: '13800000099', // company A, not the owner, role holding every key (made by prepareWorld): x-owner-only
  pending: SEED_ACCOUNTS.pending, // company under review
  otherOwner: SEED_ACCOUNTS.crossBorder, // verified company C (cross-border)
};

export interface SecurityWorld {
  companyA: number;
  companyC: number;
  /** A new session token for a caller (each call may revoke its own: logout, password change). */
  token(caller: Caller): Promise<string>;
  /**
   * The id of a row of `companyId` that the operation could really act on (an order it may ship, an evaluation not yet
   * replied to, a finished export job of the company's owner...), for the swapped-id check: a missing ownership check
   * then shows as a change, not as a state error. Null when the table has no preference (any row of the company
   * will do) — see ACTIONABLE. Rows in `used` are skipped.
   */
  targetId(table: string, operationId: string, field: string, companyId: number, used: ReadonlySet<number>): Promise<number | null | undefined>;
  /**
   * Puts the companies, users and role keys back as they were after prepareWorld: an operation that changes a
   * company's review status, disables a user or edits a role must not change what the next operation is tested with.
   */
  restore(): Promise<void>;
  /** Waits until background work started by earlier calls (export files being written) has finished. */
  settle(): Promise<void>;
}

export async function prepareWorld(s: TestServer): Promise<SecurityWorld> {
  const db = s.handle.db;
  const now = Date.now();
  {
    // A member of company A whose role holds every key: only x-owner-only operations may refuse them.
    const owner = await db.selectFrom('merchant_user').selectAll().where('phone', '=', CALLER_PHONES.owner).executeTakeFirstOrThrow();
    const role = await db.insertInto('role').values({ company_id: owner.company_id, name: '安全测试全权限角色', created_at: now }).returning('id').executeTakeFirstOrThrow();
    await db
      .insertInto('role_key')
      .values(ALL_ROLE_KEYS.map((k) => ({ role_id: role.id, auth_key: k })))
      .execute();
    const { id: _id, ...rest } = owner;
    const full = await db
      .insertInto('merchant_user')
      .values({ ...rest, phone: CALLER_PHONES.fullStaff, name: '全权限员工', is_owner: 0, password_set_by_other: 1, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('user_role').values({ user_id: full.id, role_id: role.id }).execute();
  }
  const users = await db.selectFrom('merchant_user').select(['id', 'phone', 'company_id']).execute();
  const byPhone = new Map(users.map((u) => [u.phone, u]));
  const companyA = byPhone.get(CALLER_PHONES.owner)!.company_id;
  const companyC = byPhone.get(CALLER_PHONES.otherOwner)!.company_id;
  // A role of company C (roles are never cloned): ids of roles are taken by role fields (formerOwnerRoleId).
  await db.insertInto('role').values({ company_id: companyC, name: '丙公司运营角色', created_at: now }).execute();
  // A category and one goods row with a SKU per verified company: resources the goods/order endpoints take ids of.
  const cat = await db.insertInto('category').values({ parent_id: 0, level: 1, name: '安全测试类目', sort: 0 } as never).returning('id').executeTakeFirstOrThrow();
  for (const [companyId, label] of [
    [companyA, '甲公司专属商品名称'],
    [companyC, '丙公司专属商品名称'],
  ] as const) {
    const g = await db
      .insertInto('goods')
      .values({ company_id: companyId, category_id: cat.id, name: label, status: 1, main_image: null, price_min: 100, price_max: 100, stock_total: 1000, sales: 0, created_at: now, updated_at: now, deleted_at: null } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('goods_sku')
      .values({ goods_id: g.id, company_id: companyId, spec_json: '[]', spec_text: `${label}规格`, price: 100, stock: 1000, status: 1, created_at: now, updated_at: now } as never)
      .execute();
  }
  // Orders as buyers make them, through the order module's own simulator (its state machine, counters, logs,
  // evaluations): a month of history, then half an hour of fresh orders (some still unpaid, most waiting to ship).
  for (const [companyId, seed] of [
    [companyA, 11],
    [companyC, 23],
  ] as const) {
    await simulateOrders(db, companyId, 40, { seed, days: 30, now });
    await simulateOrders(db, companyId, 12, { seed: seed + 1, days: 1 / 48, now });
  }
  // Finance records of every kind (withdrawal, deposit transfer, marketing recharge, issued invoice) for both.
  for (const companyId of [companyA, companyC]) await financeOpsFixture(db, companyId, now);
  // Roadshows: a pending application of each company (docs/activity.md).
  for (const companyId of [companyA, companyC]) await roadshowFixture(db, companyId, now);
  // A's orders are priced by the marketing engine and name the platform activities that subsidise them; those names
  // are platform data (the activity square shows them to every shop), so C's orders name them too.
  {
    const labels = await db.selectFrom('fin_order').select('subsidy_activity').distinct().where('company_id', '=', companyA).where('subsidy_activity', 'is not', null).execute();
    const cOrders = await db.selectFrom('fin_order').select('order_id').where('company_id', '=', companyC).orderBy('order_id').limit(labels.length).execute();
    for (const [i, o] of cOrders.entries()) await db.updateTable('fin_order').set({ subsidy_activity: labels[i]!.subsidy_activity }).where('order_id', '=', o.order_id).execute();
  }
  // After-sale cases (one waiting, one in dispute), a return address, a refusal preset and a violation for both.
  for (const companyId of [companyA, companyC]) await afterSaleFixture(db, companyId, now);
  // ERP docking: company C gets an application of its own (form numbers are unique, so the clone below cannot copy A's).
  {
    const f = await db
      .insertInto('erp_form')
      .values({ company_id: companyC, form_no: 'EFC00000001', abutment_type: 1, vendor: 'baisheng', partner: null, status: 1, abutment_id: null, vendor_shop_id: 'BS-C-1', contact_name: '丙公司联系人', contact_phone: '13911112222', remark: '丙公司对接备注', reply: null, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const a = await db
      .insertInto('erp_abutment')
      .values({ company_id: companyC, abutment_type: 1, vendor: 'baisheng', partner: null, status: 3, form_id: Number(f.id), contact_name: '丙公司联系人', contact_phone: '13911112222', reject_reason: null, applied_at: now, confirmed_at: null, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.updateTable('erp_form').set({ abutment_id: Number(a.id) }).where('id', '=', Number(f.id)).execute();
    await db.insertInto('erp_form_log').values({ form_id: Number(f.id), company_id: companyC, status: 0, operator: '丙公司联系人', remark: '提交申请', at: now }).execute();
  }
  // Whatever the areas' seeds gave company A only, company C gets a copy of: something to steal of every kind.
  await cloneRowsInto(db, companyA, companyC);
  // school-employee: an agent of C on C's cloned post (the referral code is unique, so the generic clone cannot copy it).
  {
    const a = await db.selectFrom('se_agent').selectAll().where('company_id', '=', companyA).orderBy('id').executeTakeFirst();
    const postC = await db.selectFrom('se_post').select('id').where('company_id', '=', companyC).orderBy('id').executeTakeFirst();
    if (a && postC) {
      const { id: _id, ...rest } = a;
      await db.insertInto('se_agent').values({ ...rest, company_id: companyC, post_id: postC.id, referral_code: 'XMC0FFEE' }).execute();
    }
  }
  // Internship certificates: one of C for C's agent (numbers and verification codes are unique: no generic clone).
  {
    const c = await db.selectFrom('se_certificate').selectAll().where('company_id', '=', companyA).orderBy('id').executeTakeFirst();
    const agentC = await db.selectFrom('se_agent').select('id').where('company_id', '=', companyC).orderBy('id').executeTakeFirst();
    if (c && agentC) {
      const { id: _id, ...rest } = c;
      await db.insertInto('se_certificate').values({ ...rest, company_id: companyC, agent_id: agentC.id, cert_no: 'SXC0FFEE0001', verify_code: 'CCCC0FEE', issued_by: null, revoked_by: null }).execute();
    }
  }
  // 三创: a team of C on C's cloned topic (team codes are unique, so the generic clone cannot copy A's).
  {
    const t = await db.selectFrom('sc_team').selectAll().where('company_id', '=', companyA).orderBy('id').executeTakeFirst();
    const topicC = await db.selectFrom('sc_topic').select(['id', 'round_id']).where('company_id', '=', companyC).orderBy('id').executeTakeFirst();
    if (t && topicC) {
      const { id: _id, ...rest } = t;
      await db.insertInto('sc_team').values({ ...rest, company_id: companyC, topic_id: topicC.id, round_id: topicC.round_id, team_code: 'SCC0FFEE00' }).execute();
    }
  }
  // Customer service: C's conversation holds every text of A's messages too (the automatic replies are the flow's
  // texts, which C's cloned flow holds inside its JSON config): they are not A's alone.
  {
    const convC = await db.selectFrom('cs_conversation').select(['id', 'created_at']).where('company_id', '=', companyC).executeTakeFirst();
    const texts = await db.selectFrom('cs_message').select('content').distinct().where('company_id', '=', companyA).execute();
    if (convC && texts.length) {
      await db
        .insertInto('cs_message')
        .values(texts.map((t) => ({ conversation_id: convC.id, company_id: companyC, sender: 3, agent_user_id: null, kind: 1, content: t.content, card: null, created_at: Number(convC.created_at) })))
        .execute();
    }
  }
  const tokenOf = (phone: string) => {
    const u = byPhone.get(phone)!;
    return createSession(db, s.config, u.id, { ip: '127.0.0.1', userAgent: 'security-suite' });
  };
  // Export jobs through the API itself (created, then written in the background), one finished file per owner.
  for (const phone of [CALLER_PHONES.owner, CALLER_PHONES.otherOwner]) {
    const r = await s.call('/xm-merchant/order/export/create', { filter: {} }, { token: await tokenOf(phone) });
    if (r.code !== 1) throw new Error(`安全测试数据：导出任务创建失败 ${r.msg}`);
    await waitFor(async () => (await db.selectFrom('order_export_job').select('status').where('id', '=', r.data.jobId).executeTakeFirstOrThrow()).status === 2);
  }
  for (const companyId of [companyA, companyC]) await assertActionable(db, companyId);
  const companies = await db.selectFrom('company').selectAll().execute();
  const people = await db.selectFrom('merchant_user').selectAll().execute();
  const roles = await db.selectFrom('role').selectAll().execute();
  const roleKeys = await db.selectFrom('role_key').selectAll().execute();
  const userRoles = await db.selectFrom('user_role').selectAll().execute();
  return {
    companyA,
    companyC,
    async restore() {
      await db.transaction().execute(async (trx) => {
        for (const c of companies) await trx.updateTable('company').set(c).where('id', '=', c.id).execute();
        for (const u of people) await trx.updateTable('merchant_user').set(u).where('id', '=', u.id).execute();
        // Roles as they were (a role the matrix deleted comes back with its id), with their keys and members.
        const ids = roles.map((r) => r.id);
        await trx.deleteFrom('user_role').execute();
        await trx.deleteFrom('role_key').execute();
        await trx.deleteFrom('role').where('id', 'not in', ids).execute();
        const kept = new Set((await trx.selectFrom('role').select('id').execute()).map((r) => r.id));
        for (const r of roles) {
          if (kept.has(r.id)) await trx.updateTable('role').set(r).where('id', '=', r.id).execute();
          else await trx.insertInto('role').values(r).execute();
        }
        if (roleKeys.length) await trx.insertInto('role_key').values(roleKeys).execute();
        if (userRoles.length) await trx.insertInto('user_role').values(userRoles).execute();
      });
    },
    async settle() {
      await waitFor(async () => !(await db.selectFrom('order_export_job').select('id').where('status', 'in', [0, 1]).executeTakeFirst()));
    },
    async token(caller) {
      return tokenOf(CALLER_PHONES[caller]);
    },
    async targetId(table, operationId, field, companyId, used) {
      const pick = ACTIONABLE[`${operationId}.${field}`] ?? ACTIONABLE[table];
      if (!pick) return undefined;
      const ids = await pick(db, companyId);
      return ids.find((id) => !used.has(id)) ?? null;
    },
  };
}

async function waitFor(done: () => Promise<boolean>, ms = 20_000): Promise<void> {
  const until = Date.now() + ms;
  while (!(await done())) {
    if (Date.now() > until) throw new Error('安全测试数据：等待超时');
    await new Promise((r) => setTimeout(r, 20));
  }
}

type Picker = (db: Db, companyId: number) => Promise<number[]>;
const ids = (rows: Array<{ id: number }>) => rows.map((r) => Number(r.id));
/** Orders in a state the operation accepts: shippable (paid, no after-sale) unless the operation needs another. */
const ordersIn =
  (statuses: number[]): Picker =>
  async (db, companyId) =>
    ids(
      await db
        .selectFrom('orders')
        .select('id')
        .where('company_id', '=', companyId)
        .where('status', 'in', statuses)
        .where('after_sale_status', '!=', AfterSale.IN_PROGRESS)
        .orderBy('id')
        .execute(),
    );

/**
 * Rows an operation can act on, by `operationId.field` or table (the rest take any row of the company). These
 * tables' swapped-id checks are also controlled: the rightful owner sending the same body must succeed, which
 * proves the refusal of the foreign caller comes from the ownership check and not from the row's state.
 */
export const ACTIONABLE: Record<string, Picker> = {
  orders: ordersIn([OrderStatus.TO_SHIP]),
  'orderClose.orderId': ordersIn([OrderStatus.TO_PAY]),
  evaluation: async (db, companyId) =>
    ids(await db.selectFrom('evaluation').select('id').where('company_id', '=', companyId).where('replied_at', 'is', null).where('report_status', '=', 0).orderBy('id').execute()),
  order_export_job: async (db, companyId) =>
    ids(
      await db
        .selectFrom('order_export_job as j')
        .innerJoin('merchant_user as u', 'u.id', 'j.user_id')
        .select('j.id')
        .where('j.company_id', '=', companyId)
        .where('u.is_owner', '=', 1)
        .where('j.status', '=', 2)
        .orderBy('j.id')
        .execute(),
    ),
};

/** Enough actionable rows of every kind for the matrix (each changing operation uses up one). */
async function assertActionable(db: Db, companyId: number): Promise<void> {
  const need: Record<string, number> = { orders: 4, 'orderClose.orderId': 2, evaluation: 3, order_export_job: 1 };
  for (const [k, n] of Object.entries(need)) {
    const got = (await ACTIONABLE[k]!(db, companyId)).length;
    if (got < n) throw new Error(`安全测试数据：公司 ${companyId} 可操作的 ${k} 只有 ${got} 行，至少需要 ${n} 行（调整 prepareWorld 的模拟订单）`);
  }
}

/** Text that must never reach a client: stack frames, source paths, driver errors. */
export const LEAK_PATTERN = /node_modules|\/work\/|\/tmp\/|[\w-]+\.[cm]?[jt]s:\d+|\bat [\w.<>]+ \(|\bTypeError\b|\bReferenceError\b|SqliteError|SQLITE_|syntax error at|violates .* constraint|duplicate key|\bstack\b/i;
