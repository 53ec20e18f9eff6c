import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, startTestServer, type TestServer } from '../../testing/harness.ts';
import { SEED_ACCOUNTS } from '../../db/seed.ts';
import { ALL_ROLE_KEYS, OPERATE_KEYS, OPERATE_VERBS, ROLE_AUTH_KEYS } from '../../lib/permission-keys.ts';
import { loadContract } from '../../lib/contract.ts';
import { keyTree, PRESET_ROLES } from './keys.ts';
import { DEMO_STAFF } from './seed.ts';

const P = '/xm-merchant/permission';
const contract = await loadContract();

describe('operate keys', () => {
  it('follow the <stem>.<verb> rule and belong to a view key', () => {
    for (const k of OPERATE_KEYS) {
      expect(ROLE_AUTH_KEYS as readonly string[], k.key).toContain(k.view);
      const stem = k.view.split('.').slice(0, -1).join('.');
      const verb = k.key.slice(stem.length + 1);
      expect(k.key.startsWith(`${stem}.`), k.key).toBe(true);
      expect(OPERATE_VERBS as readonly string[], k.key).toContain(verb);
    }
    expect(new Set(OPERATE_KEYS.map((k) => k.key)).size).toBe(OPERATE_KEYS.length);
  });

  it('are declared, with their view key, by every signed-in write of goods, card, brand, order and finance', () => {
    const byKey = new Map(OPERATE_KEYS.map((k) => [k.key, k]));
    const writes = contract.operations.filter((op) => !op.isQuery && ['goods', 'card', 'brand', 'order', 'finance', 'permission'].includes(op.tag));
    expect(writes.length).toBeGreaterThan(30);
    for (const op of writes) {
      // Owner-only operations need no operate key: no member may call them; the privacy reveal has its own view key.
      if (op.ownerOnly || op.operationId === 'orderPrivacyReveal') continue;
      const operate = op.permission.filter((k) => byKey.has(k));
      expect(operate, `${op.operationId} 缺少操作键`).toHaveLength(1);
      expect(op.permission, op.operationId).toContain(byKey.get(operate[0]!)!.view);
    }
  });

  it('every key of the contract is one a role can hold or a virtual key', () => {
    const known = new Set<string>([...ALL_ROLE_KEYS, 'common.cross-border', 'common.open-erp', 'common.remote-task.list', 'common.roadshow.list', 'common.company-verify']);
    for (const op of contract.operations) for (const k of [...op.permission, ...op.permissionAny]) expect(known.has(k), `${op.operationId}: ${k}`).toBe(true);
  });

  it('the role editor tree places every view key once, with its operate keys under it', () => {
    const views = keyTree().flatMap((g) => g.views);
    expect(views.map((v) => v.key).sort()).toEqual([...ROLE_AUTH_KEYS].sort());
    expect(views.flatMap((v) => v.operates.map((o) => o.key)).sort()).toEqual(OPERATE_KEYS.map((k) => k.key).sort());
  });
});

describe.each(DIALECTS)('staff and roles on %s', (dialect) => {
  let s: TestServer;
  let owner: string;
  beforeAll(async () => {
    s = await startTestServer(dialect);
    owner = await s.login(SEED_ACCOUNTS.owner);
  });
  afterAll(async () => s?.close());
  const roleByName = async (token: string, name: string) => ((await s.call(`${P}/role/list`, {}, { token })).data.list as Array<{ roleId: number; name: string; keys: string[] }>).find((r) => r.name === name)!;

  it('gives every company the five preset roles and the demo shop its staff', async () => {
    const list = (await s.call(`${P}/role/list`, {}, { token: owner })).data.list;
    expect(list.slice(0, 5).map((r: { name: string }) => r.name)).toEqual(PRESET_ROLES.map((p) => p.name));
    const c = await s.handle.db.selectFrom('role').select(['company_id', (e) => e.fn.countAll<number>().as('n')]).where('preset', 'is not', null).groupBy('company_id').execute();
    expect(c.length).toBe(await s.handle.db.selectFrom('company').select('id').execute().then((r) => r.length));
    for (const r of c) expect(Number(r.n)).toBe(5);
    const staff = (await s.call(`${P}/employee/list`, {}, { token: owner })).data;
    expect(staff.list[0]).toMatchObject({ isOwner: true, isMe: true });
    for (const d of DEMO_STAFF) expect(staff.list.find((u: { phone: string }) => u.phone === d.phone)?.roles.map((r: { name: string }) => r.name)).toEqual([...d.roles]);
    const log = (await s.call(`${P}/log/list`, { area: 'permission', pageSize: 100 }, { token: owner })).data.list;
    expect(log.map((l: { action: string }) => l.action)).toEqual(expect.arrayContaining(['permission.employee.add', 'permission.role.create', 'permission.employee.remove', 'permission.escalation']));
  });

  it('a view-only member sees goods but every goods write answers 1004 and is logged; a key given takes effect at the next request', async () => {
    const { data: created } = await s.call(`${P}/role/save`, { name: '只看商品', keys: ['goods.list'] }, { token: owner });
    const { data: member } = await s.call(`${P}/employee/save`, { phone: '13700000001', name: '只读员工', roleIds: [created.roleId] }, { token: owner });
    await s.call('/xm-merchant/company/auth/userSmsCode', { phone: '13700000001' });
    const login = await s.call('/xm-merchant/company/auth/loginSmsCode', { phone: '13700000001', code: (await s.lastSmsCode('13700000001'))! });
    expect(login.data.pwdUpdateTips).toBe(true); // first SMS login of a member added by phone: set a password
    const token = login.data.authToken;
    expect((await s.call('/xm-merchant/goods/goodsInfo/list', { pageSize: 20 }, { token })).code).toBe(1);
    const batch = await s.call('/xm-merchant/goods/goodsInfo/batch', { action: 'offShelf', goodsIds: [1] }, { token });
    expect(batch).toMatchObject({ code: 1004, data: null });
    const denied = (await s.call(`${P}/log/list`, { deniedOnly: true, userId: member.userId, pageSize: 10 }, { token: owner })).data.list;
    expect(denied[0]).toMatchObject({ action: 'permission.denied', actionLabel: '越权调用被拒绝', denied: true, userName: '只读员工' });
    expect(JSON.parse(denied[0].detail)).toMatchObject({ operationId: 'goodsBatch', missing: ['goods.edit'] });
    // The owner adds goods.edit: the next request passes the key check (no new login).
    await s.call(`${P}/role/save`, { roleId: created.roleId, name: '只看商品', keys: ['goods.list', 'goods.edit'] }, { token: owner });
    expect((await s.call('/xm-merchant/goods/goodsInfo/batch', { action: 'offShelf', goodsIds: [999999] }, { token })).code).toBe(1);
    const info = (await s.call('/xm-merchant/company/user/info', undefined, { token })).data;
    expect(info.authNameList).toEqual(['goods.edit', 'goods.list']);
  });

  it('holds several roles at once: the keys are their union', async () => {
    const a = await roleByName(owner, '客服');
    const b = await roleByName(owner, '仓库');
    const token = await s.login('13800000014');
    const info = (await s.call('/xm-merchant/company/user/info', undefined, { token })).data;
    expect(info.authNameList).toEqual([...new Set([...a.keys, ...b.keys])].sort());
    expect(info.roleName).toContain('客服');
  });

  it('refuses and logs escalation: editing one’s own role, granting keys not held, changing one’s own roles', async () => {
    // 周运营 gets staff-management keys through a second role, so the permission endpoints are open to them.
    const hr = (await s.call(`${P}/role/save`, { name: '人事', keys: ['permission.role.list', 'permission.role.edit', 'permission.employee.list', 'permission.employee.edit', 'permission.log.list'] }, { token: owner })).data;
    const ops = await roleByName(owner, '运营');
    const staff = (await s.call(`${P}/employee/list`, { keyword: '周运营' }, { token: owner })).data.list[0];
    expect((await s.call(`${P}/employee/save`, { userId: staff.userId, name: '周运营', roleIds: [ops.roleId, hr.roleId] }, { token: owner })).code).toBe(1);
    const token = await s.login('13800000011');

    const own = await s.call(`${P}/role/save`, { roleId: ops.roleId, name: '运营', keys: [...ops.keys, 'finance.stat'] }, { token });
    expect(own.code).toBe(1004);
    expect(own.msg).toContain('不能编辑自己持有的角色');
    const grant = await s.call(`${P}/role/save`, { name: '偷偷加财务', keys: ['finance.stat', 'finance.withdraw'] }, { token });
    expect(grant.code).toBe(1004);
    expect(grant.msg).toContain('不能授予自己没有的权限');
    const fin = await roleByName(owner, '财务');
    const self = await s.call(`${P}/employee/save`, { userId: staff.userId, name: '周运营', roleIds: [ops.roleId, hr.roleId, fin.roleId] }, { token });
    expect(self.code).toBe(1004);
    const other = (await s.call(`${P}/employee/list`, { keyword: '吴客服' }, { token })).data.list[0];
    const assign = await s.call(`${P}/employee/save`, { userId: other.userId, name: '吴客服', roleIds: [fin.roleId] }, { token });
    expect(assign.code).toBe(1004);
    // Within their own keys they may act: a role of goods keys only.
    expect((await s.call(`${P}/role/save`, { name: '商品助理', keys: ['goods.list', 'goods.edit'] }, { token })).code).toBe(1);
    // The tree offers them only what they hold.
    const tree = (await s.call(`${P}/keyTree`, undefined, { token })).data;
    expect(tree.grantable).not.toContain('finance.stat');
    const log = (await s.call(`${P}/log/list`, { deniedOnly: true, userId: staff.userId, pageSize: 20 }, { token: owner })).data.list;
    expect(log.filter((l: { action: string }) => l.action === 'permission.escalation').length).toBeGreaterThanOrEqual(4);
    // Nothing changed.
    expect((await roleByName(owner, '运营')).keys).toEqual(ops.keys);
    expect((await roleByName(owner, '偷偷加财务'))).toBeUndefined();
  });

  it('the owner cannot be disabled, removed or given roles; a role in use cannot be deleted', async () => {
    const list = (await s.call(`${P}/employee/list`, {}, { token: owner })).data.list;
    const me = list.find((u: { isOwner: boolean }) => u.isOwner);
    const manager = await roleByName(owner, '店长');
    const mgrToken = await (async () => {
      await s.call(`${P}/employee/save`, { phone: '13700000002', name: '新店长', roleIds: [manager.roleId] }, { token: owner });
      await s.call('/xm-merchant/company/auth/userSmsCode', { phone: '13700000002' });
      return (await s.call('/xm-merchant/company/auth/loginSmsCode', { phone: '13700000002', code: (await s.lastSmsCode('13700000002'))! })).data.authToken;
    })();
    expect((await s.call(`${P}/employee/status`, { userId: me.userId, status: 0 }, { token: mgrToken })).msg).toBe('店铺负责人不能停用');
    expect((await s.call(`${P}/employee/remove`, { userId: me.userId }, { token: mgrToken })).code).toBe(0);
    expect((await s.call(`${P}/employee/save`, { userId: me.userId, name: '张晓明', roleIds: [manager.roleId] }, { token: mgrToken })).code).toBe(0);
    const del = await s.call(`${P}/role/delete`, { roleId: (await roleByName(owner, '客服')).roleId }, { token: owner });
    expect(del.code).toBe(0);
    expect(del.msg).toMatch(/仍有 \d+ 名员工在用/);
  });

  it('disables, enables, resets and removes a member; a disabled member’s token stops at once', async () => {
    const wh = await roleByName(owner, '仓库');
    const { data } = await s.call(`${P}/employee/save`, { phone: '13700000003', name: '短期工', roleIds: [wh.roleId] }, { token: owner });
    const reset = await s.call(`${P}/employee/resetPwd`, { userId: data.userId }, { token: owner });
    const temp = reset.data.tempPassword as string;
    const login = await s.call('/xm-merchant/company/auth/login', { phone: '13700000003', password: temp });
    expect(login.data.pwdUpdateTips).toBe(true);
    const token = login.data.authToken;
    expect((await s.call('/xm-merchant/order/list', { pageSize: 20 }, { token })).code).toBe(1);
    const u = (await s.call(`${P}/employee/detail`, { userId: data.userId }, { token: owner })).data;
    expect(u.lastLoginAt).toBeGreaterThan(0);
    expect((await s.call(`${P}/employee/status`, { userId: data.userId, status: 0 }, { token: owner })).code).toBe(1);
    expect((await s.call('/xm-merchant/order/list', { pageSize: 20 }, { token })).code).toBe(1001);
    expect((await s.call(`${P}/employee/status`, { userId: data.userId, status: 1 }, { token: owner })).code).toBe(1);
    expect((await s.call(`${P}/employee/remove`, { userId: data.userId }, { token: owner })).code).toBe(1);
    const list = (await s.call(`${P}/employee/list`, {}, { token: owner })).data.list;
    expect(list.find((x: { userId: number }) => x.userId === data.userId)).toBeUndefined();
    // A phone of another company cannot be added.
    const other = await s.call(`${P}/employee/save`, { phone: SEED_ACCOUNTS.crossBorder, name: '别家', roleIds: [wh.roleId] }, { token: owner });
    expect(other.msg).toContain('其他店铺');
  });

  it('lists the operation log newest first with keyset pages and filters; writes of other areas appear in it', async () => {
    const o = await s.call('/xm-merchant/order/list', { pageSize: 1, tab: 'toShip' }, { token: owner });
    expect(o.code).toBe(1);
    await s.call('/xm-merchant/order/remark', { orderId: o.data.list[0]?.orderId ?? 1, remark: '操作日志测试' }, { token: owner });
    const first = (await s.call(`${P}/log/list`, { pageSize: 3 }, { token: owner })).data;
    expect(first.list).toHaveLength(3);
    expect(first.hasMore).toBe(true);
    const second = (await s.call(`${P}/log/list`, { pageSize: 3, cursor: first.nextCursor }, { token: owner })).data;
    expect(second.list[0].id).toBeLessThan(first.list[2].id);
    const orders = (await s.call(`${P}/log/list`, { area: 'order', pageSize: 50 }, { token: owner })).data.list;
    expect(orders.length).toBeGreaterThan(0);
    for (const l of orders) expect(l.area).toBe('order');
    const remark = orders.find((l: { action: string }) => l.action === 'order.orderRemark');
    expect(remark).toMatchObject({ actionLabel: expect.stringMatching(/备注/), areaLabel: '订单' });
    const opts = (await s.call(`${P}/log/options`, undefined, { token: owner })).data;
    expect(opts.areas.map((a: { value: string }) => a.value)).toEqual(expect.arrayContaining(['goods', 'order', 'finance', 'permission']));
    const future = (await s.call(`${P}/log/list`, { startTime: Date.now() + 3600_000, pageSize: 10 }, { token: owner })).data;
    expect(future.list).toEqual([]);
    // Another company sees none of these rows.
    const c = await s.login(SEED_ACCOUNTS.crossBorder);
    const theirs = (await s.call(`${P}/log/list`, { pageSize: 100 }, { token: c })).data.list;
    expect(theirs.some((l: { userName: string | null }) => l.userName === '张晓明')).toBe(false);
  });
});
