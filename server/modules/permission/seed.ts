import type { SeedContext } from '../../db/seed.ts';
import type { HandlerContext } from '../../lib/handler.ts';
import type { AuthContext } from '../../lib/session.ts';
import { ALL_ROLE_KEYS, virtualKeys } from '../../lib/permission-keys.ts';
import { hashPassword } from '../../lib/crypto.ts';
import { BizError } from '../../lib/errors.ts';
import { DEMO_PASSWORD, demoShop } from '../../db/demo-shop.ts';
import { ensurePresetRoles } from './roles.ts';
import { permissionHandlers } from './handlers.ts';

const DAY = 24 * 3600_000;

/** The demo staff of the demo shop (README 演示账号), with the preset roles they hold. */
export const DEMO_STAFF = [
  { phone: '13800000011', name: '周运营', roles: ['运营'] },
  { phone: '13800000012', name: '吴客服', roles: ['客服'] },
  { phone: '13800000013', name: '郑财务', roles: ['财务'] },
  { phone: '13800000014', name: '孙仓库', roles: ['客服', '仓库'] },
] as const;

/**
 * Preset roles for every company, then the demo shop's staff and a custom role, added, changed and refused through the
 * permission handlers themselves (so their operation-log rows are the real ones), at times spread over the last days.
 */
export async function seedDemo(ctx: SeedContext): Promise<string> {
  const { db, now } = ctx;
  const companies = await db.selectFrom('company').select('id').orderBy('id').execute();
  let presets = 0;
  for (const c of companies) presets += await ensurePresetRoles(db, c.id, now - 100 * DAY);

  const shop = await demoShop(db);
  const owner = await db.selectFrom('merchant_user').selectAll().where('id', '=', shop.ownerId).executeTakeFirstOrThrow();
  const company = await db.selectFrom('company').selectAll().where('id', '=', shop.companyId).executeTakeFirstOrThrow();
  let at = now - 14 * DAY;
  const as = (auth: AuthContext) => <B>(body: B): HandlerContext<B> =>
    ({ body, auth, db, ip: '127.0.0.1', userAgent: 'demo-seed', log: console as never, deps: { clock: { now: () => at } } as never }) as HandlerContext<B>;
  const ownerAuth: AuthContext = {
    sessionId: 0,
    userId: owner.id,
    companyId: company.id,
    phone: owner.phone,
    userName: owner.name,
    avatar: null,
    isOwner: true,
    roleName: '店铺负责人',
    company,
    roleKeys: [...ALL_ROLE_KEYS],
    keys: new Set([...ALL_ROLE_KEYS, ...virtualKeys(company)]),
  };
  const asOwner = as(ownerAuth);
  const run = async (name: keyof typeof permissionHandlers, c: HandlerContext) => {
    const h = permissionHandlers[name]!;
    return (typeof h === 'function' ? h : h.handle)(c) as Promise<any>;
  };
  const roles = await db.selectFrom('role').select(['id', 'name']).where('company_id', '=', company.id).execute();
  const roleId = (n: string) => roles.find((r) => r.name === n)!.id;

  const hash = await hashPassword(DEMO_PASSWORD);
  const staffIds: number[] = [];
  for (const s of DEMO_STAFF) {
    at += DAY / 3;
    const { userId } = await run('employeeSave', asOwner({ phone: s.phone, name: s.name, roleIds: s.roles.map(roleId) }));
    staffIds.push(userId);
    // Demo logins share the README's password (as if each had set it at their first SMS login).
    await db.updateTable('merchant_user').set({ password_hash: hash, password_set_at: at, password_set_by_other: 0, last_login_at: at + 3600_000, created_at: at }).where('id', '=', userId).execute();
  }
  // A custom role: created, then widened.
  at += DAY;
  const { roleId: packer } = await run('roleSave', asOwner({ name: '打包发货', description: '只负责发货', keys: ['order.list', 'order.ship'] }));
  at += DAY / 2;
  await run('roleSave', asOwner({ roleId: packer, name: '打包发货', description: '发货与导出订单', keys: ['order.list', 'order.ship', 'order.export'] }));
  // A temporary helper: added, disabled, enabled, removed.
  at += DAY;
  const { userId: temp } = await run('employeeSave', asOwner({ phone: '13800000019', name: '临时帮手', roleIds: [packer] }));
  at += DAY;
  await run('employeeStatus', asOwner({ userId: temp, status: 0 }));
  at += DAY / 2;
  await run('employeeStatus', asOwner({ userId: temp, status: 1 }));
  at += DAY;
  await run('employeeRemove', asOwner({ userId: temp }));

  // An escalation attempt by the operations member: granting finance keys they do not hold is refused and recorded.
  at += DAY;
  const ops = await db.selectFrom('merchant_user').selectAll().where('id', '=', staffIds[0]!).executeTakeFirstOrThrow();
  const opsKeys = (await db.selectFrom('user_role as ur').innerJoin('role_key as rk', 'rk.role_id', 'ur.role_id').select('rk.auth_key').where('ur.user_id', '=', ops.id).execute()).map((r) => r.auth_key);
  const opsAuth: AuthContext = { ...ownerAuth, userId: ops.id, phone: ops.phone, userName: ops.name, isOwner: false, roleName: '运营', roleKeys: opsKeys, keys: new Set(opsKeys) };
  try {
    await run('roleSave', as(opsAuth)({ name: '运营加财务', keys: ['goods.list', 'finance.stat', 'finance.withdraw'] }));
  } catch (e) {
    if (!(e instanceof BizError)) throw e;
  }
  return `每家公司 5 个预置角色（共 ${presets} 个），演示店铺 ${DEMO_STAFF.length} 名员工与 1 个自建角色，${10 + DEMO_STAFF.length} 条员工与角色操作日志`;
}
