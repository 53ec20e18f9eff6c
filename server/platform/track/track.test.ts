import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, startTestServer, type TestServer } from '../../testing/harness.ts';
import { TrackBuffer } from './buffer.ts';

const record = (i: number) => ({
  os: 'Windows',
  app: '商家后台',
  device: 'Mozilla/5.0',
  session: `Ab3dEf9h${Math.floor(Date.now() / 1000)}`,
  time: Date.now(),
  type: 2,
  content: 'click',
  app_name: '商家后台',
  first_menu_name: '商品',
  second_menu_name: '商品列表',
  ele_text: `按钮${i}`,
  url: 'http://localhost:3000/goods/list',
});

describe.each(DIALECTS)('tracking ingest on %s', (dialect) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer(dialect);
  });
  afterAll(async () => s.close());
  afterEach(() => expect(s.violations).toEqual([]));

  const count = async () => Number((await s.handle.db.selectFrom('track_event').select((e) => e.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

  it('accepts XHR JSON and sendBeacon text/plain batches and stores them after a flush', async () => {
    const before = await count();
    const json = await s.call('/xm-log/track', [record(1), record(2)]);
    expect(json).toMatchObject({ code: 1, data: { accepted: 2 } });
    const beacon = await s.call('/xm-log/track', undefined, { raw: JSON.stringify([record(3)]), contentType: 'text/plain;charset=UTF-8' });
    expect(beacon).toMatchObject({ code: 1, data: { accepted: 1 } });
    await s.app.deps.track.flush();
    expect(await count()).toBe(before + 3);
    const row = await s.handle.db.selectFrom('track_event').selectAll().orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ type: 2, ele_text: '按钮3', first_menu_name: '商品' });
  });

  it('rejects bad records with a Chinese message and stores nothing', async () => {
    const before = await count();
    const bad = await s.call('/xm-log/track', [record(1), { ...record(2), type: 3 }]);
    expect(bad.code).toBe(0);
    expect(bad.msg).toMatch(/取值不在允许范围内/);
    const badSession = await s.call('/xm-log/track', [{ ...record(1), session: 'short' }]);
    expect(badSession.code).toBe(0);
    const tooMany = await s.call('/xm-log/track', Array.from({ length: 101 }, (_, i) => record(i)));
    expect(tooMany.code).toBe(0);
    const notJson = await s.call('/xm-log/track', undefined, { raw: 'hello', contentType: 'text/plain' });
    expect(notJson).toMatchObject({ code: 0, msg: '请求体不是合法的 JSON' });
    await s.app.deps.track.flush();
    expect(await count()).toBe(before);
  });
});

describe('TrackBuffer', () => {
  it('refuses batches beyond its bound instead of growing', () => {
    const fakeDb = { transaction: () => ({ execute: async () => undefined }) } as never;
    const log = { error: () => undefined } as never;
    const b = new TrackBuffer(fakeDb, log, { batchSize: 1000, flushMs: 60_000, maxBuffered: 5 });
    const row = { session: 's', os: 'o', app: 'a', device: 'd', type: 2, content: 'c', time: 1, received_at: 1 };
    expect(b.push([row, row, row])).toBe(true);
    expect(b.push([row, row, row])).toBe(false);
    expect(b.pending).toBe(3);
    void b.close();
  });
});
