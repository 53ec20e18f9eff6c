import type { Db } from './index.ts';

// The demo shop's logins, shared by every area's seed (the account area writes them: server/modules/account/seed.ts).

/** The password of every demo login (README 演示账号). */
export const DEMO_PASSWORD = 'Demo@123456';

/** The demo logins the README lists. */
export const SEED_ACCOUNTS = {
  owner: '13800000001',
  pending: '13800000002',
  staff: '13800000003',
  crossBorder: '13800000004',
} as const;

/** The demo shop every later area seeds into: the company of 13800000001 and its owner. */
export async function demoShop(db: Db): Promise<{ companyId: number; ownerId: number }> {
  const u = await db.selectFrom('merchant_user').select(['id', 'company_id']).where('phone', '=', SEED_ACCOUNTS.owner).executeTakeFirstOrThrow();
  return { companyId: u.company_id, ownerId: u.id };
}
