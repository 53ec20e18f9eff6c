import { randomInt } from 'node:crypto';
import type { HandlerContext, HandlerMap } from '../../lib/handler.ts';
import { requireAuth } from '../../lib/handler.ts';
import type { AuthContext } from '../../lib/session.ts';
import { revokeAllSessions } from '../../lib/session.ts';
import { Code, fail, isUniqueViolation } from '../../lib/errors.ts';
import { audit } from '../../lib/audit.ts';
import { hashPassword, normalizePhone } from '../../lib/crypto.ts';
import { ALL_ROLE_KEYS } from '../../lib/permission-keys.ts';
import type { Db } from '../../db/index.ts';
import { checkRoleKeys, keyTree, labelOf } from './keys.ts';
import { keysOfRoles, keysOfUser } from './roles.ts';
import { operationLogOptions, operationLogPage, type LogFilter } from './log.ts';

/** Its own transaction, or the caller's when there is one (the demo seed runs the handlers inside its own). */
const inTx = <T>(db: Db, fn: (trx: Db) => Promise<T>): Promise<T> => (db.isTransaction ? fn(db) : db.transaction().execute(fn));
const now = (ctx: HandlerContext) => ctx.deps.clock.now();
const heldKeys = (a: AuthContext): ReadonlySet<string> => (a.isOwner ? new Set(ALL_ROLE_KEYS) : new Set(a.roleKeys));
const listKeys = (keys: Iterable<string>) => [...keys].map(labelOf).slice(0, 5).join('、');

/**
 * An escalation attempt (editing one's own role or roles, granting a key one does not hold, managing a member who holds
 * more): refused with 1004 and recorded in the operation log. Handlers that can refuse this way run with `tx: false`,
 * so the record is committed although the request fails.
 */
async function escalation(ctx: HandlerContext, a: AuthContext, reason: string, detail: Record<string, unknown>): Promise<never> {
  await audit(ctx.db, { companyId: a.companyId, userId: a.userId, actor: a.phone, action: 'permission.escalation', detail: { reason, ...detail }, at: now(ctx) });
  throw fail(`${reason}，操作已拒绝并记入操作日志`, Code.NO_AUTHORITY);
}

// ------------------------------------------------------------------ roles ----

async function getRole(db: Db, companyId: number, roleId: number) {
  const r = await db.selectFrom('role').selectAll().where('id', '=', roleId).where('company_id', '=', companyId).executeTakeFirst();
  if (!r) throw fail('角色不存在或已删除');
  return r;
}

async function myRoleIds(db: Db, a: AuthContext): Promise<Set<number>> {
  if (a.isOwner) return new Set();
  return new Set((await db.selectFrom('user_role').select('role_id').where('user_id', '=', a.userId).execute()).map((r) => r.role_id));
}

async function memberCounts(db: Db, roleIds: number[]): Promise<Map<number, number>> {
  if (!roleIds.length) return new Map();
  const rows = await db
    .selectFrom('user_role as ur')
    .innerJoin('merchant_user as u', 'u.id', 'ur.user_id')
    .select(['ur.role_id', (e) => e.fn.countAll<number>().as('n')])
    .where('ur.role_id', 'in', roleIds)
    .where('u.status', '!=', -1)
    .groupBy('ur.role_id')
    .execute();
  return new Map(rows.map((r) => [r.role_id, Number(r.n)]));
}

async function presentRoles(db: Db, a: AuthContext, roles: Array<{ id: number; name: string; description: string | null; preset: string | null; created_at: number; updated_at: number | null }>) {
  const ids = roles.map((r) => r.id);
  const [keys, counts, mine] = await Promise.all([keysOfRoles(db, ids), memberCounts(db, ids), myRoleIds(db, a)]);
  return roles.map((r) => ({
    roleId: r.id,
    name: r.name,
    description: r.description,
    preset: r.preset,
    keys: keys.get(r.id) ?? [],
    memberCount: counts.get(r.id) ?? 0,
    updatedAt: r.updated_at ?? r.created_at,
    heldByMe: mine.has(r.id),
  }));
}

async function permissionKeyTree(ctx: HandlerContext) {
  const a = requireAuth(ctx);
  return { groups: keyTree(), grantable: [...heldKeys(a)].sort(), isOwner: a.isOwner };
}

async function roleList(ctx: HandlerContext) {
  const a = requireAuth(ctx);
  const roles = await ctx.db.selectFrom('role').selectAll().where('company_id', '=', a.companyId).execute();
  // Presets first in their fixed order, then the company's own roles by creation.
  const order = ['manager', 'ops', 'cs', 'finance', 'warehouse'];
  roles.sort((x, y) => (x.preset ? order.indexOf(x.preset) : 99) - (y.preset ? order.indexOf(y.preset) : 99) || x.id - y.id);
  return { list: await presentRoles(ctx.db, a, roles) };
}

async function roleDetail(ctx: HandlerContext<{ roleId: number }>) {
  const a = requireAuth(ctx);
  const r = await getRole(ctx.db, a.companyId, ctx.body.roleId);
  return (await presentRoles(ctx.db, a, [r]))[0];
}

async function roleSave(ctx: HandlerContext<{ roleId?: number; name: string; description?: string; keys: string[] }>) {
  const a = requireAuth(ctx);
  const { db } = ctx;
  const name = ctx.body.name.trim();
  if (!name) throw fail('请输入角色名称');
  const description = (ctx.body.description ?? '').trim() || null;
  const checked = checkRoleKeys(ctx.body.keys);
  if (checked.problem) throw fail(checked.problem);
  const existing = ctx.body.roleId === undefined ? null : await getRole(db, a.companyId, ctx.body.roleId);
  const before = existing ? (await keysOfRoles(db, [existing.id])).get(existing.id)! : [];
  if (existing && (await myRoleIds(db, a)).has(existing.id)) {
    await escalation(ctx, a, '不能编辑自己持有的角色', { roleId: existing.id, role: existing.name });
  }
  if (!a.isOwner) {
    const held = heldKeys(a);
    const had = new Set(before);
    const granted = checked.keys.filter((k) => !had.has(k) && !held.has(k));
    if (granted.length) await escalation(ctx, a, `不能授予自己没有的权限：${listKeys(granted)}`, { roleId: existing?.id ?? null, keys: granted });
  }
  const dup = await db
    .selectFrom('role')
    .select('id')
    .where('company_id', '=', a.companyId)
    .where('name', '=', name)
    .$if(existing !== null, (q) => q.where('id', '!=', existing!.id))
    .executeTakeFirst();
  if (dup) throw fail(`角色名称「${name}」已存在`);
  const t = now(ctx);
  const roleId = await inTx(db, async (trx) => {
    let id: number;
    if (existing) {
      await trx.updateTable('role').set({ name, description, updated_at: t }).where('id', '=', existing.id).execute();
      await trx.deleteFrom('role_key').where('role_id', '=', existing.id).execute();
      id = existing.id;
    } else {
      id = (await trx.insertInto('role').values({ company_id: a.companyId, name, description, preset: null, created_at: t, updated_at: t }).returning('id').executeTakeFirstOrThrow()).id;
    }
    await trx
      .insertInto('role_key')
      .values(checked.keys.map((k) => ({ role_id: id, auth_key: k })))
      .execute();
    await audit(trx, {
      companyId: a.companyId,
      userId: a.userId,
      actor: a.phone,
      action: existing ? 'permission.role.update' : 'permission.role.create',
      detail: {
        roleId: id,
        before: existing ? { name: existing.name, description: existing.description, keys: before } : null,
        after: { name, description, keys: checked.keys },
      },
      at: t,
    });
    return id;
  });
  return { roleId };
}

async function roleDelete(ctx: HandlerContext<{ roleId: number }>) {
  const a = requireAuth(ctx);
  const { db } = ctx;
  const r = await getRole(db, a.companyId, ctx.body.roleId);
  if ((await myRoleIds(db, a)).has(r.id)) await escalation(ctx, a, '不能删除自己持有的角色', { roleId: r.id, role: r.name });
  const keys = (await keysOfRoles(db, [r.id])).get(r.id)!;
  if (!a.isOwner) {
    const held = heldKeys(a);
    const more = keys.filter((k) => !held.has(k));
    if (more.length) await escalation(ctx, a, `不能删除含有自己没有的权限的角色：${listKeys(more)}`, { roleId: r.id });
  }
  await inTx(db, async (trx) => {
    const used = await trx.selectFrom('user_role').select((e) => e.fn.countAll<number>().as('n')).where('role_id', '=', r.id).executeTakeFirstOrThrow();
    if (Number(used.n) > 0) throw fail(`角色「${r.name}」仍有 ${Number(used.n)} 名员工在用，请先为他们更换角色后再删除`);
    await trx.deleteFrom('role_key').where('role_id', '=', r.id).execute();
    await trx.deleteFrom('role').where('id', '=', r.id).execute();
    await audit(trx, {
      companyId: a.companyId,
      userId: a.userId,
      actor: a.phone,
      action: 'permission.role.delete',
      detail: { roleId: r.id, before: { name: r.name, description: r.description, keys }, after: null },
      at: now(ctx),
    });
  });
  return null;
}

// -------------------------------------------------------------- employees ----

type Member = { id: number; name: string; phone: string; is_owner: number; status: number; last_login_at: number | null; created_at: number; password_hash: string | null };

async function presentMembers(db: Db, a: AuthContext, users: Member[]) {
  const ids = users.map((u) => u.id);
  const roles = ids.length
    ? await db.selectFrom('user_role as ur').innerJoin('role as r', 'r.id', 'ur.role_id').select(['ur.user_id', 'r.id', 'r.name']).where('ur.user_id', 'in', ids).orderBy('r.id').execute()
    : [];
  return users.map((u) => ({
    userId: u.id,
    name: u.name,
    phone: u.phone,
    isOwner: u.is_owner === 1,
    status: u.status === 1 ? 1 : 0,
    roles: roles.filter((r) => r.user_id === u.id).map((r) => ({ roleId: r.id, name: r.name })),
    lastLoginAt: u.last_login_at ?? null,
    createdAt: u.created_at,
    passwordSet: u.password_hash !== null,
    isMe: u.id === a.userId,
  }));
}

const MEMBER_COLUMNS = ['id', 'name', 'phone', 'is_owner', 'status', 'last_login_at', 'created_at', 'password_hash'] as const;

async function getMember(db: Db, companyId: number, userId: number): Promise<Member> {
  const u = await db.selectFrom('merchant_user').select(MEMBER_COLUMNS).where('id', '=', userId).where('company_id', '=', companyId).where('status', '!=', -1).executeTakeFirst();
  if (!u) throw fail('员工不存在或已移除');
  return u;
}

async function employeeList(ctx: HandlerContext<{ keyword?: string; status?: number; roleId?: number }>) {
  const a = requireAuth(ctx);
  const { db } = ctx;
  const kw = (ctx.body?.keyword ?? '').trim();
  let q = db.selectFrom('merchant_user').select(MEMBER_COLUMNS).where('company_id', '=', a.companyId).where('status', '!=', -1);
  if (kw) q = q.where((eb) => eb.or([eb('name', 'like', `%${kw}%`), eb('phone', 'like', `%${kw}%`)]));
  if (ctx.body?.status !== undefined) q = q.where('status', '=', ctx.body.status);
  if (ctx.body?.roleId !== undefined) {
    const roleId = ctx.body.roleId;
    q = q.where('id', 'in', (eb) => eb.selectFrom('user_role').select('user_id').where('role_id', '=', roleId));
  }
  const users = await q.orderBy('is_owner', 'desc').orderBy('id').limit(2000).execute();
  const counts = await db
    .selectFrom('merchant_user')
    .select(['status', (e) => e.fn.countAll<number>().as('n')])
    .where('company_id', '=', a.companyId)
    .where('status', 'in', [0, 1])
    .groupBy('status')
    .execute();
  const n = (s: number) => Number(counts.find((c) => c.status === s)?.n ?? 0);
  return { list: await presentMembers(db, a, users), total: users.length, enabled: n(1), disabled: n(0) };
}

async function employeeDetail(ctx: HandlerContext<{ userId: number }>) {
  const a = requireAuth(ctx);
  const u = await getMember(ctx.db, a.companyId, ctx.body.userId);
  return (await presentMembers(ctx.db, a, [u]))[0];
}

/** The checks every change to another member shares: not the owner, not oneself, not someone holding more. */
async function assertManageable(ctx: HandlerContext, a: AuthContext, target: Member, what: string, words?: { owner: string; self: string }): Promise<void> {
  if (target.is_owner === 1) throw fail(words?.owner ?? `店铺负责人不能${what}`);
  if (target.id === a.userId) await escalation(ctx, a, words?.self ?? `不能${what}本人`, { userId: target.id });
  if (!a.isOwner) {
    const held = heldKeys(a);
    const more = [...(await keysOfUser(ctx.db, target.id))].filter((k) => !held.has(k));
    if (more.length) await escalation(ctx, a, `不能${what}权限多于自己的员工（${target.name}）`, { userId: target.id, keys: more });
  }
}

async function employeeSave(ctx: HandlerContext<{ userId?: number; phone?: string; name: string; roleIds: number[] }>) {
  const a = requireAuth(ctx);
  const { db } = ctx;
  const name = ctx.body.name.trim();
  if (!name) throw fail('请输入员工姓名');
  const roleIds = [...new Set(ctx.body.roleIds)];
  const roles = await db.selectFrom('role').select(['id', 'name']).where('company_id', '=', a.companyId).where('id', 'in', roleIds).execute();
  if (roles.length !== roleIds.length) throw fail('所选角色不存在或已删除，请刷新后重试');
  let target: Member | null = null;
  let reuse: { id: number } | null = null;
  let phone = '';
  if (ctx.body.userId !== undefined) {
    target = await getMember(db, a.companyId, ctx.body.userId);
    if (target.is_owner === 1) throw fail('店铺负责人持有全部权限，不能分配角色');
    if (target.id === a.userId) await escalation(ctx, a, '不能修改本人的角色', { userId: target.id, roleIds });
  } else {
    if (!ctx.body.phone) throw fail('请输入员工手机号');
    phone = normalizePhone(ctx.body.phone);
    const other = await db.selectFrom('merchant_user').select(['id', 'company_id', 'status']).where('phone', '=', phone).executeTakeFirst();
    if (other && other.company_id !== a.companyId) throw fail('该手机号已是其他店铺的账号，不能添加为本店员工');
    if (other && other.status !== -1) throw fail('该手机号已是本店员工');
    if (other) reuse = { id: other.id };
  }
  const current = target ? (await db.selectFrom('user_role').select('role_id').where('user_id', '=', target.id).execute()).map((r) => r.role_id) : [];
  if (!a.isOwner) {
    const held = heldKeys(a);
    if (target) {
      const more = [...(await keysOfUser(db, target.id))].filter((k) => !held.has(k));
      if (more.length) await escalation(ctx, a, `不能修改权限多于自己的员工（${target.name}）`, { userId: target.id, keys: more });
    }
    const added = roleIds.filter((id) => !current.includes(id));
    const addedKeys = [...new Set([...(await keysOfRoles(db, added)).values()].flat())];
    const granted = addedKeys.filter((k) => !held.has(k));
    if (granted.length) await escalation(ctx, a, `不能分配自己没有的权限：${listKeys(granted)}`, { userId: target?.id ?? null, roleIds: added, keys: granted });
  }
  const t = now(ctx);
  const roleNames = (ids: number[]) => ids.map((id) => roles.find((r) => r.id === id)?.name ?? String(id));
  const userId = await inTx(db, async (trx) => {
    let id: number;
    if (target) {
      id = target.id;
      await trx.updateTable('merchant_user').set({ name }).where('id', '=', id).execute();
    } else if (reuse) {
      // A member removed earlier comes back: a fresh start (no password, no roles), the old log rows stay theirs.
      id = reuse.id;
      await trx.updateTable('merchant_user').set({ name, status: 1, password_hash: null, password_set_at: null, password_set_by_other: 0 }).where('id', '=', id).execute();
    } else {
      id = (
        await trx
          .insertInto('merchant_user')
          .values({ company_id: a.companyId, phone, name, avatar: null, password_hash: null, password_set_at: null, password_set_by_other: 0, is_owner: 0, status: 1, created_at: t })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    }
    await trx.deleteFrom('user_role').where('user_id', '=', id).execute();
    await trx
      .insertInto('user_role')
      .values(roleIds.map((r) => ({ user_id: id, role_id: r })))
      .execute();
    const before = target ? { name: target.name, roles: (await trx.selectFrom('role').select('name').where('id', 'in', current.length ? current : [-1]).execute()).map((r) => r.name) } : null;
    await audit(trx, {
      companyId: a.companyId,
      userId: a.userId,
      actor: a.phone,
      action: target ? 'permission.employee.update' : 'permission.employee.add',
      detail: { targetUserId: id, phone: target ? target.phone : phone, before, after: { name, roles: roleNames(roleIds) } },
      at: t,
    });
    return id;
  }).catch((err: unknown) => {
    // The same phone added twice at once: the second insert loses the race on the unique phone.
    if (!target && isUniqueViolation(err)) throw fail('该手机号已是本店员工');
    throw err;
  });
  return { userId };
}

async function employeeStatus(ctx: HandlerContext<{ userId: number; status: 0 | 1 }>) {
  const a = requireAuth(ctx);
  const target = await getMember(ctx.db, a.companyId, ctx.body.userId);
  const status = ctx.body.status;
  await assertManageable(ctx, a, target, status === 0 ? '停用' : '启用');
  if (target.status === status) throw fail(status === 0 ? '该员工已停用' : '该员工已启用');
  await inTx(ctx.db, async (trx) => {
    const r = await trx.updateTable('merchant_user').set({ status }).where('id', '=', target.id).where('status', '=', target.status).executeTakeFirst();
    if (Number(r.numUpdatedRows) !== 1) throw fail('已被他人处理，请刷新');
    if (status === 0) await revokeAllSessions(trx, target.id);
    await audit(trx, {
      companyId: a.companyId,
      userId: a.userId,
      actor: a.phone,
      action: status === 0 ? 'permission.employee.disable' : 'permission.employee.enable',
      detail: { targetUserId: target.id, name: target.name, before: { status: target.status }, after: { status } },
      at: now(ctx),
    });
  });
  return null;
}

async function employeeRemove(ctx: HandlerContext<{ userId: number }>) {
  const a = requireAuth(ctx);
  const target = await getMember(ctx.db, a.companyId, ctx.body.userId);
  await assertManageable(ctx, a, target, '移除');
  await inTx(ctx.db, async (trx) => {
    const roles = await trx.selectFrom('user_role as ur').innerJoin('role as r', 'r.id', 'ur.role_id').select('r.name').where('ur.user_id', '=', target.id).execute();
    const r = await trx.updateTable('merchant_user').set({ status: -1 }).where('id', '=', target.id).where('status', '=', target.status).executeTakeFirst();
    if (Number(r.numUpdatedRows) !== 1) throw fail('已被他人处理，请刷新');
    await trx.deleteFrom('user_role').where('user_id', '=', target.id).execute();
    await revokeAllSessions(trx, target.id);
    await audit(trx, {
      companyId: a.companyId,
      userId: a.userId,
      actor: a.phone,
      action: 'permission.employee.remove',
      detail: { targetUserId: target.id, before: { name: target.name, phone: target.phone, status: target.status, roles: roles.map((x) => x.name) }, after: null },
      at: now(ctx),
    });
  });
  return null;
}

const PWD_CHARS = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';
/** A temporary password meeting the password rule (letters and digits, 10 characters). */
export function tempPassword(): string {
  for (;;) {
    const p = Array.from({ length: 10 }, () => PWD_CHARS[randomInt(PWD_CHARS.length)]).join('');
    if (/[A-Za-z]/.test(p) && /\d/.test(p)) return p;
  }
}

async function employeeResetPwd(ctx: HandlerContext<{ userId: number }>) {
  const a = requireAuth(ctx);
  const target = await getMember(ctx.db, a.companyId, ctx.body.userId);
  await assertManageable(ctx, a, target, '重置密码', { owner: '店铺负责人的密码只能由本人修改', self: '本人密码请在账号设置中修改' });
  const pwd = tempPassword();
  const hash = await hashPassword(pwd);
  const t = now(ctx);
  await inTx(ctx.db, async (trx) => {
    await trx.updateTable('merchant_user').set({ password_hash: hash, password_set_at: t, password_set_by_other: 1 }).where('id', '=', target.id).execute();
    await revokeAllSessions(trx, target.id);
    await audit(trx, { companyId: a.companyId, userId: a.userId, actor: a.phone, action: 'permission.employee.resetPwd', detail: { targetUserId: target.id, name: target.name }, at: t });
  });
  return { tempPassword: pwd };
}

// ---------------------------------------------------------- operation log ----

async function operationLogList(ctx: HandlerContext<LogFilter>) {
  const a = requireAuth(ctx);
  return operationLogPage(ctx.db, a.companyId, ctx.body);
}

async function operationLogOptionsHandler(ctx: HandlerContext) {
  const a = requireAuth(ctx);
  return operationLogOptions(ctx.db, a.companyId);
}

export const permissionHandlers: HandlerMap = {
  permissionKeyTree,
  roleList,
  roleDetail,
  roleSave: { tx: false, handle: roleSave },
  roleDelete: { tx: false, handle: roleDelete },
  employeeList,
  employeeDetail,
  employeeSave: { tx: false, handle: employeeSave },
  employeeStatus: { tx: false, handle: employeeStatus },
  employeeRemove: { tx: false, handle: employeeRemove },
  employeeResetPwd: { tx: false, handle: employeeResetPwd },
  operationLogList,
  operationLogOptions: operationLogOptionsHandler,
};
