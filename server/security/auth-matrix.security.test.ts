/**
 * Authorization matrix, generated from openapi/openapi.yaml: every operation × every kind of caller, with the
 * expected envelope code derived from the contract's own extensions (security: [], x-allow-unverified,
 * x-permission, x-permission-any, x-status: planned). A new operation is covered the moment it is in the contract.
 *
 *   no token           → 1003 (public operations: never an auth code; security [{}, bearerAuth]: the handler decides)
 *   bad token          → 1001
 *   pending company    → 1002 unless x-allow-unverified
 *   limited staff      → 1004 exactly when its keys do not satisfy x-permission / x-permission-any, or x-owner-only
 *   owner (all keys)   → never an auth code; planned operations answer 0 功能开发中 (which also proves the body is valid)
 *   another company    → its answer shows nothing only company A holds, and company A's rows do not change
 *   swapped ids        → company A's owner sending company C's ids (every id field the body has, where C owns a
 *                        row of that kind): C's rows unchanged, nothing of C's in the answer
 *
 * Bodies are the minimal valid body of each operation (server/security/schema-sample.ts).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, startTestServer, type TestServer } from '../testing/harness.ts';
import { loadContract, type Operation } from '../lib/contract.ts';
import { virtualKeys } from '../lib/permission-keys.ts';
import { exampleBody } from './schema-sample.ts';
import { encodeMultipart, multipartFromExample } from './multipart.ts';
import { prepareWorld, LEAK_PATTERN, type SecurityWorld } from './fixtures.ts';
import { canaryStrings, idFieldsOf, ownedIdFor, snapshotCompany, isUnownedIdField, tableForIdField, withValueAt } from './ownership.ts';

const contract = await loadContract();
const AUTH_CODES = [1001, 1002, 1003, 1004];
const PLANNED_MSG = '功能开发中';
/** Which swapped-id checks ran (operationId.field), so a silent no-op cannot pass. */
const swappedChecks: string[] = [];
/** Id fields of implemented operations that could not be checked for want of a row. */
const uncheckedIds: string[] = [];

describe.each(DIALECTS)('authorization matrix from openapi/ on %s', (dialect) => {
  let s: TestServer;
  let w: SecurityWorld;
  let staffKeys: Set<string>;
  let canariesA: string[];
  let canariesC: string[];

  beforeAll(async () => {
    s = await startTestServer(dialect);
    w = await prepareWorld(s);
    const db = s.handle.db;
    const staff = await db.selectFrom('merchant_user').select(['role_id', 'company_id']).where('phone', '=', '13800000003').executeTakeFirstOrThrow();
    const keys = await db.selectFrom('role_key').select('auth_key').where('role_id', '=', staff.role_id!).execute();
    const company = await db.selectFrom('company').selectAll().where('id', '=', staff.company_id).executeTakeFirstOrThrow();
    staffKeys = new Set([...keys.map((k) => k.auth_key), ...virtualKeys(company)]);
    canariesA = await canaryStrings(db, w.companyA);
    canariesC = await canaryStrings(db, w.companyC);
  });
  afterAll(async () => s?.close());
  afterEach(async () => {
    await w?.restore();
    expect(s.violations, JSON.stringify(s.violations, null, 2)).toEqual([]);
  });

  it('knows what company A and company C own (the cross-company checks have something to catch)', () => {
    expect(canariesA).toContain('甲公司专属商品名称');
    expect(canariesA).toContain('13800000001');
    expect(canariesC).toContain('丙公司专属商品名称');
    expect(staffKeys.has('goods.list')).toBe(true);
    expect(staffKeys.has('finance.stat')).toBe(false);
  });

  const call = async (op: Operation, body: unknown, token?: string) => {
    if (!op.multipart) return s.call(op.path, body, token === undefined ? {} : { token });
    const { payload, contentType } = encodeMultipart(multipartFromExample(op.bodySchema ?? {}, body as Record<string, unknown>));
    const headers: Record<string, string> = { 'content-type': contentType };
    if (token !== undefined) headers.authorization = `Bearer ${token}`;
    const res = await s.app.inject({ method: 'POST', url: op.path, headers, payload });
    return { ...res.json(), status: res.statusCode };
  };
  const has = (keys: Set<string>, op: Operation) => op.permission.every((k) => keys.has(k)) && (op.permissionAny.length === 0 || op.permissionAny.some((k) => keys.has(k)));

  it.each(contract.operations.map((op) => [op.operationId, op] as const))('%s', async (_id, op) => {
    const body = exampleBody(contract.doc, op);
    const where = `${op.operationId} ${op.path}`;

    // Anonymous and forged callers.
    const anon = await call(op, body);
    const bad = await call(op, body, 'x'.repeat(43));
    if (op.isPublic) {
      expect(AUTH_CODES, `${where} 公开接口不应要求登录`).not.toContain(anon.code);
    } else {
      // security: [{}, bearerAuth] (authOptional): anonymous callers reach the handler, which decides.
      if (!op.authOptional) {
        expect(anon.code, `${where} 无令牌`).toBe(1003);
        expect(anon.data).toBeNull();
      }
      expect(bad.code, `${where} 无效令牌`).toBe(1001);

      // A company still under review.
      const pending = await call(op, body, await w.token('pending'));
      if (op.allowUnverified) expect([1002, 1003, 1001], `${where} 待审核公司`).not.toContain(pending.code);
      else expect(pending.code, `${where} 待审核公司`).toBe(1002);

      // Limited staff of company A.
      const staff = await call(op, body, await w.token('staff'));
      if (has(staffKeys, op) && !op.ownerOnly) expect([1001, 1002, 1003, 1004], `${where} 受限员工（有权限）`).not.toContain(staff.code);
      else expect(staff, `${where} 受限员工缺少 ${[...op.permission, ...op.permissionAny].join('/')}`).toMatchObject({ code: 1004, data: null });
    }

    // Company A's owner: every key.
    const owner = await call(op, body, await w.token('owner'));
    expect(AUTH_CODES, `${where} 店铺负责人`).not.toContain(owner.code);
    if (op.planned) expect(owner, `${where} 规划中接口`).toMatchObject({ code: 0, msg: PLANNED_MSG });
    for (const r of [anon, bad, owner]) expect(JSON.stringify(r)).not.toMatch(LEAK_PATTERN);

    if (op.isPublic) return;

    // Company C's owner: sees nothing of A's, changes nothing of A's.
    const beforeA = await snapshotCompany(s.handle.db, w.companyA);
    const other = await call(op, body, await w.token('otherOwner'));
    const text = JSON.stringify(other.data ?? null) + other.msg;
    // A value the request itself carries (a contact phone in the example body) may come back: it is not A's data.
    const sentText = JSON.stringify(body ?? null);
    // Recomputed: what only A holds NOW (C may have stored the same text itself, e.g. by an earlier operation).
    const onlyA = await canaryStrings(s.handle.db, w.companyA);
    for (const c of onlyA) if (!sentText.includes(c)) expect(text, `${where} 丙公司的答复含有甲公司的数据`).not.toContain(c);
    expect(await snapshotCompany(s.handle.db, w.companyA), `${where} 丙公司的调用改动了甲公司的数据`).toEqual(beforeA);

    // Swapped ids: A's owner names C's rows.
    for (const f of idFieldsOf(op.bodySchema)) {
      if (isUnownedIdField(f.name, op.operationId)) continue;
      const foreignId = await ownedIdFor(s.handle.db, f.name, w.companyC, op.operationId);
      if (foreignId === null && !op.planned) {
        const table = await tableForIdField(s.handle.db, f.name, op.operationId);
        if (!table) {
          throw new Error(`${where}：不知道 ${f.path.join('.')} 指向哪张表；请在 server/security/ownership.ts 的 OWNED_ID_FIELDS（或平台公共数据的 UNOWNED_ID_FIELDS）中登记`);
        }
        // Nobody owns such a row yet (neither seed makes one): reported below, not a failure.
        uncheckedIds.push(`${op.operationId}.${f.path.join('.')}（${table} 表没有丙公司的数据：在 server/security/fixtures.ts prepareWorld 或种子数据中建一行即可覆盖）`);
      }
      if (foreignId === null || body === undefined) continue;
      const swapped = withValueAt(body, f.path, foreignId, f.isArray);
      if (!op.validateBody!(swapped)) continue; // the id does not fit the field's own constraints
      swappedChecks.push(`${op.operationId}.${f.path.join('.')}`);
      const beforeC = await snapshotCompany(s.handle.db, w.companyC);
      const r = await call(op, swapped, await w.token('owner'));
      const rt = JSON.stringify(r.data ?? null) + r.msg;
      for (const c of await canaryStrings(s.handle.db, w.companyC)) if (!JSON.stringify(swapped).includes(c)) expect(rt, `${where} ${f.path.join('.')}=${foreignId}（丙公司）泄露了丙公司的数据`).not.toContain(c);
      expect(await snapshotCompany(s.handle.db, w.companyC), `${where} ${f.path.join('.')}=${foreignId}（丙公司）改动了丙公司的数据`).toEqual(beforeC);
      if (op.planned) expect(r.code).toBe(0);
    }
  });

  it('ran the swapped-id checks for the id fields whose resources exist', () => {
    if (uncheckedIds.length) console.warn(`跨公司 id 检查未覆盖（${dialect}）：\n  ${uncheckedIds.join('\n  ')}`);
    expect(swappedChecks).toEqual(expect.arrayContaining(['erpCheckGoodsInfo.goodsIds', 'jobRecruitStatistic.companyId']));
  });

  it('refuses every token-taking operation, with every other session of the user, after a password change', async () => {
    const [a, b] = [await w.token('staff'), await w.token('staff')];
    const changed = await s.call('/xm-merchant/company/user/updatePwd', { oldPassword: 'Demo@123456', newPassword: 'Matrix@2026x' }, { token: a });
    expect(changed.code).toBe(1);
    for (const op of contract.operations.filter((o) => !o.isPublic)) {
      for (const t of [a, b]) expect((await call(op, exampleBody(contract.doc, op), t)).code, op.operationId).toBe(1001);
    }
  });

  it('refuses every token-taking operation after logout, with the token that logged out', async () => {
    const t = await w.token('owner');
    expect((await s.call('/xm-merchant/company/auth/logout', undefined, { token: t })).code).toBe(1);
    for (const op of contract.operations.filter((o) => !o.isPublic)) {
      expect((await call(op, exampleBody(contract.doc, op), t)).code, op.operationId).toBe(1001);
    }
  });
});
