import { afterEach, describe, expect, it } from 'vitest';
import { DIALECTS, startTestServer, type TestServer } from '../testing/harness.ts';
import { SEED_ACCOUNTS } from '../db/seed.ts';
import { BizError, Code } from './errors.ts';
import { resolveAuth, revokeSession } from './session.ts';

describe.each(DIALECTS)('resolveAuth (%s): one joined query, nothing cached', (dialect) => {
  let t: TestServer;
  afterEach(async () => {
    expect(t.violations).toEqual([]);
    await t.close();
  });
  const bearer = (token: string) => `Bearer ${token}`;
  const code = async (p: Promise<unknown>) => {
    try {
      await p;
      return 'ok';
    } catch (e) {
      return e instanceof BizError ? e.code : String(e);
    }
  };

  it('reads the whole company row and the owner\'s keys', async () => {
    t = await startTestServer(dialect);
    const db = t.handle.db;
    const a = await resolveAuth(db, t.config, bearer(await t.login(SEED_ACCOUNTS.owner)));
    const company = await db.selectFrom('company').selectAll().where('id', '=', a.companyId).executeTakeFirstOrThrow();
    expect(a.company).toEqual(company);
    expect(a.isOwner).toBe(true);
    expect(a.roleName).toBe('店铺负责人');
    expect(a.keys.has('order.list')).toBe(true);
  });

  it('sees role, company review, user status and logout changes on the very next request', async () => {
    t = await startTestServer(dialect);
    const db = t.handle.db;
    const token = await t.login(SEED_ACCOUNTS.staff);
    const first = await resolveAuth(db, t.config, bearer(token));
    expect(first.isOwner).toBe(false);
    expect(first.roleKeys).toEqual(['goods.list', 'order.list']);
    const role = await db.selectFrom('user_role').select('role_id').where('user_id', '=', first.userId).executeTakeFirstOrThrow();
    const roleName = (await db.selectFrom('role').select('name').where('id', '=', role.role_id).executeTakeFirstOrThrow()).name;
    expect(first.roleName).toBe(roleName);

    // company review change (as the platform CLI does, from another process)
    await db.updateTable('company').set({ review_status: 0 }).where('id', '=', first.companyId).execute();
    expect((await resolveAuth(db, t.config, bearer(token))).company.review_status).toBe(0);
    expect((await t.call('/xm-merchant/order/list', { pageSize: 20 }, { token })).code).toBe(Code.NO_PROJECT_AUTHORITY);
    await db.updateTable('company').set({ review_status: 1 }).where('id', '=', first.companyId).execute();

    expect((await t.call('/xm-merchant/order/list', { pageSize: 20 }, { token })).code).toBe(1);

    // role change: a key removed, the role renamed
    await db.deleteFrom('role_key').where('role_id', '=', role.role_id).where('auth_key', '=', 'order.list').execute();
    await db.updateTable('role').set({ name: '改名后的角色' }).where('id', '=', role.role_id).execute();
    const second = await resolveAuth(db, t.config, bearer(token));
    expect(second.roleKeys).toEqual(['goods.list']);
    expect(second.keys.has('order.list')).toBe(false);
    expect(second.roleName).toBe('改名后的角色');
    expect((await t.call('/xm-merchant/order/list', { pageSize: 20 }, { token })).code).toBe(Code.NO_AUTHORITY);

    // user disabled, then enabled again
    await db.updateTable('merchant_user').set({ status: 0 }).where('id', '=', first.userId).execute();
    expect(await code(resolveAuth(db, t.config, bearer(token)))).toBe(Code.TOKEN_INVALID);
    await db.updateTable('merchant_user').set({ status: 1 }).where('id', '=', first.userId).execute();
    expect(await code(resolveAuth(db, t.config, bearer(token)))).toBe('ok');

    // logout
    await revokeSession(db, first.sessionId);
    expect(await code(resolveAuth(db, t.config, bearer(token)))).toBe(Code.TOKEN_INVALID);
  });

  it('refuses an unknown token and accepts a real one', async () => {
    t = await startTestServer(dialect);
    const token = await t.login(SEED_ACCOUNTS.owner);
    expect(await code(resolveAuth(t.handle.db, t.config, bearer('x'.repeat(43))))).toBe(Code.TOKEN_INVALID);
    expect(await code(resolveAuth(t.handle.db, t.config, bearer(token)))).toBe('ok');
  });
});
