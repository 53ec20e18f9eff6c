import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, startTestServer, type TestServer } from '../../testing/harness.ts';
import type { Db } from '../../db/index.ts';
import { clock } from '../../lib/clock.ts';
import { A } from './service.ts';

const J = (p: string) => `/xm-job/merchant/${p}`;

describe.each(DIALECTS)('internship certificates on %s', (dialect) => {
  let s: TestServer;
  let db: Db;
  let owner: string;
  let staff: string;
  let companyId: number;

  beforeAll(async () => {
    s = await startTestServer(dialect);
    db = s.handle.db;
    await clock.reset(db);
    owner = await s.login('13800000001');
    staff = await s.login('13800000003');
    companyId = (await db.selectFrom('merchant_user').select('company_id').where('phone', '=', '13800000001').executeTakeFirstOrThrow()).company_id;
  }, 60_000);
  afterEach(() => {
    expect(s.violations, JSON.stringify(s.violations, null, 2)).toEqual([]);
  });
  afterAll(async () => s?.close());

  it('the demo has a valid and a revoked certificate; issue from the records, refuse twice, revoke, reissue; the PDF', async () => {
    const list = await s.call(J('certificate/list'), { pageSize: 20 }, { token: owner });
    expect(list.code, list.msg).toBe(1);
    expect(list.data.list.map((c: { status: number }) => c.status).sort()).toEqual([1, 2]);
    const cand = await s.call(J('certificate/candidates'), undefined, { token: owner });
    const agent = cand.data.list.find((a: { state: number }) => a.state === A.ACTIVE);
    expect(agent).toBeTruthy();
    const body = { agentId: agent.agentId, workSummary: '在校内推广店铺商品、组织试用', comment: '工作认真负责，沟通能力强' };
    const issued = await s.call(J('certificate/issue'), body, { token: owner });
    expect(issued.code, issued.msg).toBe(1);
    expect(issued.data).toMatchObject({ status: 1, agentName: agent.name, role: agent.role });
    expect(issued.data.certNo).toMatch(/^SX\d{8}\d{4,}$/);
    expect(issued.data.verifyCode).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    const a = await db.selectFrom('se_agent').select(['referral_code', 'active_at']).where('id', '=', agent.agentId).executeTakeFirstOrThrow();
    const orders = await db.selectFrom('orders').select((eb) => eb.fn.countAll<number>().as('n')).where('company_id', '=', companyId).where('referral_code', '=', a.referral_code).where('paid_at', '>=', a.active_at!).executeTakeFirstOrThrow();
    expect(issued.data.orderCount).toBe(Number(orders.n));
    expect(await s.call(J('certificate/issue'), body, { token: owner })).toMatchObject({ code: 0, msg: expect.stringContaining('已有有效的实习证明') });
    const applied = await db.selectFrom('se_agent').select('id').where('company_id', '=', companyId).where('state', '=', A.APPLIED).executeTakeFirstOrThrow();
    expect(await s.call(J('certificate/issue'), { ...body, agentId: applied.id }, { token: owner })).toMatchObject({ code: 0, msg: expect.stringContaining('尚未入职') });
    expect(await s.call(J('certificate/issue'), { ...body, comment: '好' }, { token: owner })).toMatchObject({ code: 0, msg: '请填写实习评价（至少 5 个字）' });
    expect((await s.call(J('certificate/issue'), body, { token: staff })).code).toBe(1004);

    const pdf = await s.call(J('certificate/pdf'), { certificateId: issued.data.certificateId }, { token: owner });
    expect(pdf.data.fileName).toBe(`实习证明-${issued.data.certNo}.pdf`);
    const res = await s.app.inject({ method: 'GET', url: pdf.data.url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    expect(await s.call(J('certificate/revoke'), { certificateId: issued.data.certificateId, reason: ' ' }, { token: owner })).toMatchObject({ code: 0 });
    const rv = await s.call(J('certificate/revoke'), { certificateId: issued.data.certificateId, reason: '信息有误' }, { token: owner });
    expect(rv.data).toMatchObject({ status: 2, revokeReason: '信息有误' });
    expect(await s.call(J('certificate/revoke'), { certificateId: issued.data.certificateId, reason: '信息有误' }, { token: owner })).toMatchObject({ code: 0, msg: '实习证明已撤销，请刷新' });
    const pdf2 = await s.call(J('certificate/pdf'), { certificateId: issued.data.certificateId }, { token: owner });
    expect(pdf2.data.fileName).toContain('已撤销');
    expect((await s.call(J('certificate/issue'), body, { token: owner })).code).toBe(1);
    const audits = await db.selectFrom('audit_log').select('action').where('company_id', '=', companyId).where('action', 'like', 'schoolEmployee.certificate.%').execute();
    expect(audits.map((x) => x.action)).toEqual(expect.arrayContaining(['schoolEmployee.certificate.issue', 'schoolEmployee.certificate.revoke']));
  });
});
