/**
 * Callers and owned data for the security suite: tokens made directly as sessions (no argon2 per call), the seeded
 * companies, and a few rows per company so cross-company checks have something to steal.
 */
import type { TestServer } from '../testing/harness.ts';
import { createSession } from '../lib/session.ts';
import { SEED_ACCOUNTS } from '../db/seed.ts';
import { cloneRowsInto } from './ownership.ts';

export type Caller = 'owner' | 'staff' | 'pending' | 'otherOwner';

export const CALLER_PHONES: Record<Caller, string> = {
  owner: SEED_ACCOUNTS.owner, // verified company A, every key
  staff: SEED_ACCOUNTS.staff, // company A, role with goods.list + order.list only
  pending: SEED_ACCOUNTS.pending, // company under review
  otherOwner: SEED_ACCOUNTS.crossBorder, // verified company C (cross-border)
};

export interface SecurityWorld {
  companyA: number;
  companyC: number;
  /** A new session token for a caller (each call may revoke its own: logout, password change). */
  token(caller: Caller): Promise<string>;
  /**
   * Puts the companies, users and role keys back as they were after prepareWorld: an operation that changes a
   * company's review status, disables a user or edits a role must not change what the next operation is tested with.
   */
  restore(): Promise<void>;
}

export async function prepareWorld(s: TestServer): Promise<SecurityWorld> {
  const db = s.handle.db;
  const users = await db.selectFrom('merchant_user').select(['id', 'phone', 'company_id']).execute();
  const byPhone = new Map(users.map((u) => [u.phone, u]));
  const companyA = byPhone.get(CALLER_PHONES.owner)!.company_id;
  const companyC = byPhone.get(CALLER_PHONES.otherOwner)!.company_id;
  // A category and one goods row with a SKU per verified company: resources the goods/order endpoints take ids of.
  const now = Date.now();
  const cat = await db.insertInto('category').values({ parent_id: 0, level: 1, name: '安全测试类目', sort: 0 } as never).returning('id').executeTakeFirstOrThrow();
  for (const [companyId, label] of [
    [companyA, '甲公司专属商品名称'],
    [companyC, '丙公司专属商品名称'],
  ] as const) {
    const g = await db
      .insertInto('goods')
      .values({ company_id: companyId, category_id: cat.id, name: label, status: 1, main_image: null, price_min: 100, price_max: 100, stock_total: 5, sales: 0, created_at: now, updated_at: now, deleted_at: null } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('goods_sku')
      .values({ goods_id: g.id, company_id: companyId, spec_json: '[]', spec_text: `${label}规格`, price: 100, stock: 5, status: 1, created_at: now, updated_at: now } as never)
      .execute();
  }
  // Whatever the areas' seeds gave company A only, company C gets a copy of: something to steal of every kind.
  await cloneRowsInto(db, companyA, companyC);
  const companies = await db.selectFrom('company').selectAll().execute();
  const people = await db.selectFrom('merchant_user').selectAll().execute();
  const roleKeys = await db.selectFrom('role_key').selectAll().execute();
  return {
    companyA,
    companyC,
    async restore() {
      await db.transaction().execute(async (trx) => {
        for (const c of companies) await trx.updateTable('company').set(c).where('id', '=', c.id).execute();
        for (const u of people) await trx.updateTable('merchant_user').set(u).where('id', '=', u.id).execute();
        const roleIds = [...new Set(roleKeys.map((k) => k.role_id))];
        if (roleIds.length) {
          await trx.deleteFrom('role_key').where('role_id', 'in', roleIds).execute();
          await trx.insertInto('role_key').values(roleKeys).execute();
        }
      });
    },
    async token(caller) {
      const u = byPhone.get(CALLER_PHONES[caller])!;
      return createSession(db, s.config, u.id, { ip: '127.0.0.1', userAgent: 'security-suite' });
    },
  };
}

/** Text that must never reach a client: stack frames, source paths, driver errors. */
export const LEAK_PATTERN = /node_modules|\/work\/|\/tmp\/|[\w-]+\.[cm]?[jt]s:\d+|\bat [\w.<>]+ \(|\bTypeError\b|\bReferenceError\b|SqliteError|SQLITE_|syntax error at|violates .* constraint|duplicate key|\bstack\b/i;
