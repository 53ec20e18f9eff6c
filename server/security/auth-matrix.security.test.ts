/**
 * Authorization matrix, generated from the contract (openapi/bundled/openapi.yaml): every operation × every kind of caller, with the
 * expected envelope code derived from the contract's own extensions (security: [], x-allow-unverified,
 * x-permission, x-permission-any, x-status: planned). A new operation is covered the moment it is in the contract.
 *
 *   no token           → 1003 (public operations: never an auth code; security [{}, bearerAuth]: the handler decides)
 *   bad token          → 1001
 *   pending company    → 1002 unless x-allow-unverified
 *   limited staff      → 1004 exactly when its keys do not satisfy x-permission / x-permission-any, or x-owner-only
 *   staff with all keys→ 1004 exactly for x-owner-only (and keys only a company flag gives), never otherwise
 *   owner (all keys)   → never an auth code; planned operations answer 0 功能开发中 (which also proves the body is valid)
 *   anonymous, where security is [{}, bearerAuth] → never 1001/1002/1004, nobody's data in the answer, no company's
 *                        rows changed (the handler decides what an anonymous caller may do)
 *   another company    → its answer shows nothing only company A holds, and company A's rows do not change
 *   swapped ids        → company A's owner sending company C's ids (every id field the body has, and business keys
 *                        such as orderNo: ownership.ts OWNED_KEY_FIELDS): C's rows unchanged,
 *                        nothing of C's in the answer. C's row is one the operation could act on (fixtures.ts
 *                        ACTIONABLE: a paid order to ship, an unpaid one to close, an evaluation not yet replied to,
 *                        the owner's finished export); for those the same body from C's own owner must succeed
 *                        (control), so the refusal is the ownership check's. An implemented operation whose id field
 *                        cannot be checked (no table known, no row of C, the id does not fit the field) FAILS: register
 *                        the field in ownership.ts (OWNED_ID_FIELDS, or UNOWNED_ID_FIELDS for platform-wide data) or
 *                        give company C a row in fixtures.ts prepareWorld.
 *
 * Bodies are the minimal valid body of each operation (server/security/schema-sample.ts).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, startTestServer, type TestServer } from '../testing/harness.ts';
import { loadContract, type Operation } from '../lib/contract.ts';
import { ALL_ROLE_KEYS, virtualKeys } from '../lib/permission-keys.ts';
import { exampleBody } from './schema-sample.ts';
import { encodeMultipart, multipartFromExample } from './multipart.ts';
import { prepareWorld, LEAK_PATTERN, type SecurityWorld } from './fixtures.ts';
import { canaryStrings, idFieldsOf, keyFieldsOf, keyOf, ownedIdFor, snapshotCompany, isUnownedIdField, tableForIdField, withValueAt } from './ownership.ts';

const contract = await loadContract();
const AUTH_CODES = [1001, 1002, 1003, 1004];
const PLANNED_MSG = '功能开发中';
/** Which swapped-id checks ran (operationId.field), so a silent no-op cannot pass. */
const swappedChecks: string[] = [];
/** Which of them were controlled (C's own owner succeeded with the same body). */
const controlledChecks: string[] = [];
/** Every id field of an implemented operation that must be checked (platform-wide ones excepted). */
const mustCheck = contract.operations
  .filter((op) => !op.planned)
  .flatMap((op) => fieldsToSwap(op).map((f) => `${op.operationId}.${f.path.join('.')}`));
/** Id fields (`…Id`, `…Ids`) and business-key fields (`orderNo`) of a body, platform-wide ones excepted. */
function fieldsToSwap(op: Operation) {
  return [...idFieldsOf(op.bodySchema).filter((f) => !isUnownedIdField(f.name, op.operationId)), ...keyFieldsOf(op.bodySchema, op.operationId).map((f) => ({ ...f, key: true }))] as Array<
    ReturnType<typeof idFieldsOf>[number] & { key?: boolean }
  >;
}

describe.each(DIALECTS)('authorization matrix from openapi/ on %s', (dialect) => {
  let s: TestServer;
  let w: SecurityWorld;
  let staffKeys: Set<string>;
  let fullStaffKeys: Set<string>;
  /** Actionable rows of C that a changing control used up (table → ids). */
  const used = new Map<string, Set<number>>();
  let canariesA: string[];
  let canariesC: string[];

  beforeAll(async () => {
    s = await startTestServer(dialect);
    w = await prepareWorld(s);
    const db = s.handle.db;
    const staff = await db.selectFrom('merchant_user').select(['id', 'company_id']).where('phone', '=', '13800000003').executeTakeFirstOrThrow();
    const keys = await db
      .selectFrom('user_role as ur')
      .innerJoin('role_key as rk', 'rk.role_id', 'ur.role_id')
      .select('rk.auth_key')
      .where('ur.user_id', '=', staff.id)
      .execute();
    const company = await db.selectFrom('company').selectAll().where('id', '=', staff.company_id).executeTakeFirstOrThrow();
    staffKeys = new Set([...keys.map((k) => k.auth_key), ...virtualKeys(company)]);
    // Every key a role can hold: view keys and operate keys.
    fullStaffKeys = new Set([...ALL_ROLE_KEYS, ...virtualKeys(company)]);
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
    const db = s.handle.db;
    await w.settle();
    const beforeAnon = op.authOptional ? [await snapshotCompany(db, w.companyA), await snapshotCompany(db, w.companyC)] : null;
    const anon = await call(op, body);
    const bad = await call(op, body, 'x'.repeat(43));
    if (op.isPublic) {
      expect(AUTH_CODES, `${where} 公开接口不应要求登录`).not.toContain(anon.code);
    } else {
      if (op.authOptional) {
        // security: [{}, bearerAuth]: anonymous callers reach the handler, which decides (1003 = log in first), but
        // an anonymous caller is nobody's session and no company's member: it sees and changes no company's rows.
        expect([1001, 1002, 1004], `${where} 匿名调用（可选登录）`).not.toContain(anon.code);
        if (anon.code !== 1) expect(anon.data, `${where} 匿名调用失败时不应返回数据`).toBeNull();
        const sentText = JSON.stringify(body ?? null);
        const text = JSON.stringify(anon.data ?? null) + anon.msg;
        for (const c of [...(await canaryStrings(db, w.companyA)), ...(await canaryStrings(db, w.companyC))]) {
          if (!sentText.includes(c)) expect(text, `${where} 匿名调用的答复含有公司的数据`).not.toContain(c);
        }
        expect([await snapshotCompany(db, w.companyA), await snapshotCompany(db, w.companyC)], `${where} 匿名调用改动了公司的数据`).toEqual(beforeAnon);
      } else {
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

      // A member holding every key a role can hold: refused exactly where only the owner (or a company flag) may.
      const full = await call(op, body, await w.token('fullStaff'));
      if (has(fullStaffKeys, op) && !op.ownerOnly) expect(AUTH_CODES, `${where} 全权限员工`).not.toContain(full.code);
      else expect(full, `${where} 全权限员工${op.ownerOnly ? '（仅店铺负责人）' : ''}`).toMatchObject({ code: 1004, data: null });
    }

    // Company A's owner: every key a role can hold, and the virtual keys of company A's flags. An operation that needs
    // a flag A lacks (common.cross-border: A is not a cross-border company) is refused like for the full-role staff.
    const owner = await call(op, body, await w.token('owner'));
    if (op.isPublic || op.authOptional || has(fullStaffKeys, op)) expect(AUTH_CODES, `${where} 店铺负责人`).not.toContain(owner.code);
    else expect(owner, `${where} 店铺负责人（甲公司没有 ${[...op.permission, ...op.permissionAny].join('/')} 所需的公司标志）`).toMatchObject({ code: 1004, data: null });
    if (op.planned) expect(owner, `${where} 规划中接口`).toMatchObject({ code: 0, msg: PLANNED_MSG });
    for (const r of [anon, bad, owner]) expect(JSON.stringify(r)).not.toMatch(LEAK_PATTERN);

    if (op.isPublic) return;

    // Company C's owner: sees nothing of A's, changes nothing of A's (A's own export files finish writing first).
    await w.settle();
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
    for (const f of fieldsToSwap(op)) {
      const field = f.path.join('.');
      const unchecked = (why: string) => {
        if (!op.planned) throw new Error(`${where}：跨公司 id 检查无法进行：${field} ${why}`);
      };
      const table = await tableForIdField(db, f.name, op.operationId);
      if (!table) {
        unchecked('不知道指向哪张表；请在 server/security/ownership.ts 的 OWNED_ID_FIELDS（或平台公共数据的 UNOWNED_ID_FIELDS）中登记');
        continue;
      }
      const usedRows = used.get(table) ?? new Set<number>();
      used.set(table, usedRows);
      const target = await w.targetId(table, op.operationId, f.name, w.companyC, usedRows);
      const foreignId = target === undefined ? await ownedIdFor(db, f.name, w.companyC, op.operationId) : target;
      if (foreignId === null) {
        unchecked(`（${table} 表）没有丙公司${target === null ? '可操作' : ''}的数据：在 server/security/fixtures.ts prepareWorld 中建`);
        continue;
      }
      if (body === undefined) {
        unchecked('所在的请求体没有示例');
        continue;
      }
      const value = f.key ? await keyOf(db, f.name, op.operationId, foreignId) : foreignId;
      const swapped = withValueAt(body, f.path, value, f.isArray);
      if (op.validateBody && !op.validateBody(swapped)) {
        unchecked(`=${value} 不符合该字段的约束（${JSON.stringify(op.validateBody.errors?.[0])}）`);
        continue;
      }
      swappedChecks.push(`${op.operationId}.${field}`);
      await w.settle();
      const beforeC = await snapshotCompany(db, w.companyC);
      const r = await call(op, swapped, await w.token('owner'));
      const rt = JSON.stringify(r.data ?? null) + r.msg;
      for (const c of await canaryStrings(db, w.companyC)) if (!JSON.stringify(swapped).includes(c)) expect(rt, `${where} ${field}=${value}（丙公司）泄露了丙公司的数据`).not.toContain(c);
      expect(await snapshotCompany(db, w.companyC), `${where} ${field}=${value}（丙公司）改动了丙公司的数据`).toEqual(beforeC);
      expect(JSON.stringify(r)).not.toMatch(LEAK_PATTERN);
      if (op.planned) {
        expect(r.code).toBe(0);
        continue;
      }
      if (target === undefined) continue;
      // Control: the row is really actionable with this body, so the refusal above was the ownership check's.
      const ctl = await call(op, swapped, await w.token('otherOwner'));
      expect(ctl, `${where} 对照：丙公司负责人用同一请求体（${field}=${value}）操作自己的数据应成功`).toMatchObject({ code: 1 });
      // Batch operations answer 1 with a report per row: every row of the control must have gone through.
      if (ctl.data && typeof ctl.data === 'object' && typeof ctl.data.failed === 'number') expect(ctl.data, `${where} 对照：逐行结果`).toMatchObject({ failed: 0 });
      controlledChecks.push(`${op.operationId}.${field}`);
      if (!op.isQuery) usedRows.add(foreignId);
    }
  });

  it('ran the swapped-id check for every id field of every implemented operation, controlled for order data', () => {
    expect(mustCheck.length).toBeGreaterThan(10);
    expect(swappedChecks).toEqual(expect.arrayContaining(mustCheck));
    expect(swappedChecks).toEqual(expect.arrayContaining(['erpCheckGoodsInfo.goodsIds', 'jobRecruitStatistic.companyId']));
    expect(controlledChecks).toEqual(
      expect.arrayContaining([
        'orderDetail.orderId',
        'orderPrivacyReveal.orderId',
        'orderShip.orderId',
        'orderUpdateAddress.orderId',
        'orderClose.orderId',
        'orderRemark.orderId',
        'orderExportStatus.jobId',
        'orderExportDownload.jobId',
        'evaluationReply.evaluationId',
        'evaluationReport.evaluationId',
        'orderBatchShip.items.[].orderNo',
      ]),
    );
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
