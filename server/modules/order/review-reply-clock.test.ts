import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, startTestServer, type TestServer } from '../../testing/harness.ts';
import { clock } from '../../lib/clock.ts';

/**
 * The 24-hour window for editing a review reply follows the platform clock (`npm run platform -- clock advance`), as
 * the page's countdown does (x-server-now): before issue 31 the rule read the machine's time and ignored the clock.
 */
describe.each(DIALECTS)('review reply window on the platform clock (%s)', (dialect) => {
  let s: TestServer;
  let owner: string;

  beforeAll(async () => {
    s = await startTestServer(dialect);
    await clock.reset(s.handle.db);
    owner = await s.login('13800000001');
  });
  afterAll(async () => {
    await clock.reset(s.handle.db);
    await s.close();
  });

  it('lets a reply be edited for 24 hours of platform time, then refuses', async () => {
    const db = s.handle.db;
    const unreplied = await s.call('/xm-merchant/order/evaluation/list', { replied: false, pageSize: 10 }, { token: owner });
    const id = unreplied.data.list[0].evaluationId;
    expect((await s.call('/xm-merchant/order/evaluation/reply', { evaluationId: id, content: '感谢支持' }, { token: owner })).code).toBe(1);
    const replied = await db.selectFrom('evaluation').select('replied_at').where('id', '=', id).executeTakeFirstOrThrow();
    expect(Math.abs(Number(replied.replied_at) - clock.now())).toBeLessThan(60_000);

    await clock.advance(db, 23 * 3_600_000);
    expect((await s.call('/xm-merchant/order/evaluation/reply', { evaluationId: id, content: '感谢支持，欢迎再来' }, { token: owner })).code).toBe(1);

    await clock.advance(db, 2 * 3_600_000); // 25 h after the first reply, on the platform clock only
    const late = await s.call('/xm-merchant/order/evaluation/reply', { evaluationId: id, content: '再改' }, { token: owner });
    expect(late).toMatchObject({ code: 0, msg: '回复已超过 24 小时，不能再修改' });
    expect(Number(late.headers['x-server-now'])).toBeGreaterThan(Number(replied.replied_at) + 24 * 3_600_000);
    expect((await db.selectFrom('evaluation').select('reply').where('id', '=', id).executeTakeFirstOrThrow()).reply).toBe('感谢支持，欢迎再来');

    await clock.reset(db); // back on the machine's time the window is open again: the rule reads the clock, nothing else
    expect((await s.call('/xm-merchant/order/evaluation/reply', { evaluationId: id, content: '再改' }, { token: owner })).code).toBe(1);
  });
});
