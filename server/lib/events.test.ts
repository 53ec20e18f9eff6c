import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openScratchDb } from '../modules/finance/ledger.testing.ts';
import { emitEvent, eventsAfter, lastEventId } from './events.ts';

const DIALECTS = process.env.TEST_DATABASE_URL ? (['sqlite', 'postgres'] as const) : (['sqlite'] as const);

describe.each(DIALECTS)('event outbox (%s)', (dialect) => {
  let h: Awaited<ReturnType<typeof openScratchDb>>;
  beforeAll(async () => {
    h = await openScratchDb(dialect);
  }, 60_000);
  afterAll(async () => h?.drop());

  it('an event exists exactly when the transaction that wrote it commits', async () => {
    const start = await lastEventId(h.db);
    await h.db.transaction().execute(async (trx) => {
      await emitEvent(trx, { companyId: 1, kind: 'test.kept', subjectId: 7, payload: { a: 1 }, now: 1000 });
    });
    await expect(
      h.db.transaction().execute(async (trx) => {
        await emitEvent(trx, { companyId: 1, kind: 'test.rolledBack', now: 1001 });
        throw new Error('写入失败');
      }),
    ).rejects.toThrow('写入失败');
    const seen = await eventsAfter(h.db, { afterId: start });
    expect(seen.map((e) => e.kind)).toEqual(['test.kept']);
    expect(seen[0]).toMatchObject({ companyId: 1, userId: null, subjectId: '7', payload: { a: 1 }, createdAt: 1000 });
  });

  it('readers page by id, per company and kind, oldest first', async () => {
    const start = await lastEventId(h.db);
    for (let i = 0; i < 5; i++) await emitEvent(h.db, { companyId: i % 2 === 0 ? 2 : 3, userId: i, kind: i < 3 ? 'test.a' : 'test.b', now: 2000 + i });
    const company2 = await eventsAfter(h.db, { afterId: start, companyId: 2 });
    expect(company2.map((e) => e.userId)).toEqual([0, 2, 4]);
    const first = await eventsAfter(h.db, { afterId: start, limit: 2 });
    const rest = await eventsAfter(h.db, { afterId: first[1]!.id });
    expect([...first, ...rest].map((e) => e.userId)).toEqual([0, 1, 2, 3, 4]);
    expect((await eventsAfter(h.db, { afterId: start, kinds: ['test.b'] })).map((e) => e.userId)).toEqual([3, 4]);
    expect(await lastEventId(h.db)).toBe(rest.at(-1)!.id);
  });

  it('refuses a kind outside <area>.<what>', async () => {
    await expect(emitEvent(h.db, { companyId: 1, kind: 'Bad Kind' as never, now: 1 })).rejects.toThrow(/event kind/);
  });
});
