import type { SeedContext } from '../../db/seed.ts';
import { hashPassword } from '../../lib/crypto.ts';
import { DEMO_PASSWORD, SEED_ACCOUNTS, demoShop } from '../../db/demo-shop.ts';

export { DEMO_PASSWORD, SEED_ACCOUNTS, demoShop };

const DAY = 24 * 3600_000;

/**
 * The demo companies and logins: a verified company (owner with every key, a staff member with goods.list and
 * order.list only), a company whose verification is pending, and a verified cross-border company.
 */
export async function seedDemo({ db, now }: SeedContext): Promise<string> {
  const hash = await hashPassword(DEMO_PASSWORD);
  const company = (values: {
    name: string;
    shop_name: string | null;
    company_type: number;
    show_luyan_menu: number;
    ready_status: number;
    review_status: number;
    submitted_at: number | null;
    reviewed_at: number | null;
    in_erp_whitelist: number;
    in_inventory_whitelist: number;
    in_job_whitelist: number;
  }) =>
    db
      .insertInto('company')
      .values({ ...values, draft_status: 0, review_reason: null, created_at: now - 120 * DAY, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
  const user = (values: { company_id: number; phone: string; name: string; is_owner: number; password_set_by_other: number }) =>
    db
      .insertInto('merchant_user')
      .values({ ...values, avatar: null, password_hash: hash, password_set_at: now - DAY, status: 1, created_at: now - 100 * DAY })
      .returning('id')
      .executeTakeFirstOrThrow();

  const c1 = await company({
    name: '杭州校园优选商贸有限公司',
    shop_name: '校园优选旗舰店',
    company_type: 1,
    show_luyan_menu: 1,
    ready_status: 1,
    review_status: 1,
    submitted_at: now - 110 * DAY,
    reviewed_at: now - 108 * DAY,
    in_erp_whitelist: 1,
    in_inventory_whitelist: 1,
    in_job_whitelist: 1,
  });
  await user({ company_id: c1.id, phone: SEED_ACCOUNTS.owner, name: '张晓明', is_owner: 1, password_set_by_other: 0 });
  const role = await db.insertInto('role').values({ company_id: c1.id, name: '商品订单专员', created_at: now - 90 * DAY }).returning('id').executeTakeFirstOrThrow();
  await db
    .insertInto('role_key')
    .values(['goods.list', 'order.list'].map((k) => ({ role_id: role.id, auth_key: k })))
    .execute();
  // Staff passwords are set by the owner, so the first login suggests changing it (pwdUpdateTips).
  const staff = await user({ company_id: c1.id, phone: SEED_ACCOUNTS.staff, name: '李思雨', is_owner: 0, password_set_by_other: 1 });
  await db.insertInto('user_role').values({ user_id: staff.id, role_id: role.id }).execute();

  const c2 = await company({
    name: '成都青禾文具有限公司',
    shop_name: null,
    company_type: 2,
    show_luyan_menu: 0,
    ready_status: 0,
    review_status: 0,
    submitted_at: now - 2 * DAY,
    reviewed_at: null,
    in_erp_whitelist: 0,
    in_inventory_whitelist: 0,
    in_job_whitelist: 0,
  });
  await user({ company_id: c2.id, phone: SEED_ACCOUNTS.pending, name: '王青禾', is_owner: 1, password_set_by_other: 0 });

  const c3 = await company({
    name: '香港环球优品有限公司',
    shop_name: '环球优品跨境店',
    company_type: 4,
    show_luyan_menu: 0,
    ready_status: 1,
    review_status: 1,
    submitted_at: now - 60 * DAY,
    reviewed_at: now - 58 * DAY,
    in_erp_whitelist: 0,
    in_inventory_whitelist: 0,
    in_job_whitelist: 0,
  });
  await user({ company_id: c3.id, phone: SEED_ACCOUNTS.crossBorder, name: '陈嘉欣', is_owner: 1, password_set_by_other: 0 });
  return '3 家公司，4 个演示账号';
}
