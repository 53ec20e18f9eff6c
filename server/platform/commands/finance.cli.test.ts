import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/harness.ts';
import { BASE_AREAS } from '../../db/seed.ts';
import { clock, formatChinaTime } from '../../lib/clock.ts';
import { OrderStatus } from '../../modules/order/constants.ts';
import { placeOrder } from '../../modules/order/testing.ts';
import { balancesOf } from '../../modules/finance/index.ts';
import { runPlatform } from '../cli.ts';

const DAY = 86_400_000;

/** The finance platform commands through the real entry point, against a server's data directory (SQLite). */
describe('npm run platform -- settle | reconcile | clock | jobs | statement | gen-ledger', () => {
  let s: TestServer;
  let companyId: number;
  const env = { DATA_DIR: process.env.DATA_DIR, DATABASE_URL: process.env.DATABASE_URL };
  const run = async (args: string[]) => {
    const out: string[] = [];
    const code = await runPlatform(args, (l) => out.push(l));
    return { code, out: out.join('\n') };
  };
  beforeAll(async () => {
    s = await startTestServer('sqlite', {}, BASE_AREAS); // exact sums: only the orders placed here
    process.env.DATA_DIR = s.config.dataDir;
    delete process.env.DATABASE_URL;
    companyId = (await s.handle.db.selectFrom('merchant_user').select('company_id').where('phone', '=', '13800000001').executeTakeFirstOrThrow()).company_id;
  });
  afterAll(async () => {
    await clock.reset(s.handle.db);
    for (const [k, v] of Object.entries(env)) if (v === undefined) delete process.env[k];
    else process.env[k] = v;
    await s.close();
  });

  it('settle waits for T+7 on the platform clock; clock advance makes the order due; reconcile is clean', async () => {
    await clock.reset(s.handle.db);
    await placeOrder(s.handle.db, companyId, { status: OrderStatus.COMPLETED, createdAt: Date.now() - 2 * DAY, price: 20_000 });
    expect((await run(['settle'])).out).toContain('共结算 0 个');
    const adv = await run(['clock', 'advance', '6d']);
    expect(adv.code).toBe(0);
    expect(adv.out).toMatch(/偏移 \+144\.00 小时/);
    expect((await run(['settle'])).out).toContain('共结算 1 个');
    expect((await balancesOf(s.handle.db, companyId)).available).toBe(20_000 - 600);
    const rec = await run(['reconcile']);
    expect([rec.code, rec.out]).toEqual([0, expect.stringContaining('对账无差异')]);
    expect((await run(['clock', 'set', '2026-02-30'])).code).toBe(1);
    expect((await run(['settle', '--until', 'soon'])).out).toContain('--until 应为日期');
    const ahead = await run(['settle', '--until', formatChinaTime(clock.now() + 2 * DAY).slice(0, 16).replace(' ', 'T')]);
    expect([ahead.code, ahead.out]).toEqual([1, expect.stringContaining('--until 不能晚于平台时钟的现在')]);
    expect((await run(['clock', 'reset'])).out).toContain('偏移 +0.00 小时');
    expect((await run(['jobs', 'run-due'])).out).toContain('finance.settle');
  });

  it('reconcile lists each discrepancy and exits non-zero', async () => {
    const acc = await s.handle.db.selectFrom('fin_account').select(['id', 'balance']).where('company_id', '=', companyId).where('code', '=', 'available').executeTakeFirstOrThrow();
    await s.handle.db.updateTable('fin_account').set({ balance: Number(acc.balance) + 7 }).where('id', '=', acc.id).execute();
    const r = await run(['reconcile']);
    expect(r.code).toBe(1);
    expect(r.out).toContain(`[account_total] 账户 ${companyId}:available：余额 ${Number(acc.balance) + 7}，分录合计 ${Number(acc.balance)}`);
    expect(r.out).toMatch(/错误：发现 \d+ 处差异/);
    await s.handle.db.updateTable('fin_account').set({ balance: Number(acc.balance) }).where('id', '=', acc.id).execute();
    expect((await run(['reconcile'])).code).toBe(0);
  });

  it('statement disputes are answered by the platform: the statement becomes 异议已处理', async () => {
    const owner = await s.login('13800000001');
    const st = await s.call('/xm-merchant/finance/statement/list', { period: 'day', pageSize: 5 }, { token: owner });
    const no = st.data.list[0].statementNo;
    const lines = await s.call('/xm-merchant/finance/statement/lines', { statementNo: no, pageSize: 5 }, { token: owner });
    const d = await s.call('/xm-merchant/finance/statement/dispute', { statementNo: no, lineId: lines.data.list[0].lineId, reason: '结算金额与订单不符，请核实' }, { token: owner });
    expect(d.data.status).toBe(2);
    const list = await run(['statement', 'disputes']);
    const id = /异议 (\d+)：/.exec(list.out)![1]!;
    expect((await run(['statement', 'resolve', id, '已核实，佣金按类目费率 3% 计算无误'])).out).toContain(`已答复异议 ${id}`);
    const after = await s.call('/xm-merchant/finance/statement/detail', { statementNo: no }, { token: owner });
    expect(after.data.status).toBe(3);
    const line = await s.call('/xm-merchant/finance/statement/lines', { statementNo: no, pageSize: 5 }, { token: owner });
    expect(line.data.list[0]).toMatchObject({ disputeStatus: 1, disputeReply: '已核实，佣金按类目费率 3% 计算无误' });
    expect((await run(['statement', 'resolve', '99999', '无'])).code).toBe(1);
    expect(s.violations).toEqual([]);
  });

  it('gen-ledger loads orders until the ledger holds the entries asked for, and it reconciles', async () => {
    const r = await run(['gen-ledger', '3000']);
    expect(r.code).toBe(0);
    const n = Number(/账本共 (\d+) 条分录/.exec(r.out)![1]);
    expect(n).toBeGreaterThanOrEqual(3000);
    expect((await run(['reconcile'])).code).toBe(0);
    expect((await run(['gen-ledger', 'many'])).code).toBe(1);
  }, 60_000);
});
