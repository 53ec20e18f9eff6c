import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, startTestServer, type TestServer } from '../testing/harness.ts';
import { openDb, type DbHandle } from '../db/index.ts';
import { emitEvent } from './events.ts';
import { registerLiveKind } from './live.ts';

registerLiveKind('liveTest.', ['kf.user.list']);

/** A fetch-based reader of the stream: every `data:` frame as {id, event, data}. */
async function openStream(base: string, token: string | null, lastEventId?: number) {
  const ac = new AbortController();
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (lastEventId !== undefined) headers['last-event-id'] = String(lastEventId);
  const res = await fetch(`${base}/xm-merchant/live/stream`, { headers, signal: ac.signal });
  const frames: Array<{ id: number | null; event: string; data: any; at: number }> = [];
  let text = '';
  const done = (async () => {
    if (!res.body || !res.headers.get('content-type')?.includes('event-stream')) return;
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        text += value;
        let i;
        while ((i = text.indexOf('\n\n')) >= 0) {
          const block = text.slice(0, i);
          text = text.slice(i + 2);
          let id: number | null = null;
          let event = 'message';
          const data: string[] = [];
          for (const line of block.split('\n')) {
            if (line.startsWith('id: ')) id = Number(line.slice(4));
            else if (line.startsWith('event: ')) event = line.slice(7);
            else if (line.startsWith('data: ')) data.push(line.slice(6));
          }
          if (data.length) frames.push({ id, event, data: JSON.parse(data.join('\n')), at: Date.now() });
        }
      }
    } catch {
      /* aborted */
    }
  })();
  return { res, frames, close: () => ac.abort(), done };
}

const waitFor = async (cond: () => boolean, ms: number) => {
  const until = Date.now() + ms;
  while (!cond() && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
  return cond();
};

describe.each(DIALECTS)('live channel (%s)', (dialect) => {
  let s: TestServer;
  let base: string;
  let owner: string;
  let staff: string;
  let ownerId: number;
  let companyId: number;
  /** A second connection to the same database: a writer the server's poller does not share. */
  let other: DbHandle;

  beforeAll(async () => {
    s = await startTestServer(dialect);
    await s.app.listen({ port: 0, host: '127.0.0.1' });
    const addr = s.app.server.address() as { port: number };
    base = `http://127.0.0.1:${addr.port}`;
    owner = await s.login('13800000001');
    staff = await s.login('13800000003');
    const u = await s.handle.db.selectFrom('merchant_user').select(['id', 'company_id']).where('phone', '=', '13800000001').executeTakeFirstOrThrow();
    ownerId = u.id;
    companyId = u.company_id;
    other = openDb({ databaseUrl: s.config.databaseUrl, dataDir: s.config.dataDir });
  }, 120_000);
  afterAll(async () => {
    await other?.close();
    await s?.close();
  });

  it('an event emitted in a transaction reaches a subscriber after commit, not before', async () => {
    const st = await openStream(base, owner);
    expect(st.res.headers.get('content-type')).toContain('text/event-stream');
    await waitFor(() => s.app.live.size === 1, 2000);
    let commit!: () => void;
    const gate = new Promise<void>((r) => (commit = r));
    const tx = other.db.transaction().execute(async (trx) => {
      await emitEvent(trx, { companyId, kind: 'liveTest.hello', subjectId: 1, payload: { n: 1 }, now: Date.now() });
      await gate;
    });
    // Several poll intervals with the row written but not committed: nothing may arrive.
    await new Promise((r) => setTimeout(r, 700));
    expect(st.frames.filter((f) => f.event === 'liveTest.hello')).toEqual([]);
    const committedAt = Date.now();
    commit();
    await tx;
    expect(await waitFor(() => st.frames.some((f) => f.event === 'liveTest.hello'), 2000)).toBe(true);
    const f = st.frames.find((x) => x.event === 'liveTest.hello')!;
    expect(f.data).toMatchObject({ kind: 'liveTest.hello', subjectId: '1', payload: { n: 1 } });
    expect(f.at - committedAt).toBeLessThan(1000);
    st.close();
    await st.done;
  });

  it('pushes only what the member may see: own company, own or company-wide events, registered kinds, held keys', async () => {
    const a = await openStream(base, owner);
    const b = await openStream(base, staff); // staff of the same company without kf.user.list
    await waitFor(() => s.app.live.size >= 2, 2000);
    await s.handle.db.transaction().execute(async (trx) => {
      const now = Date.now();
      await emitEvent(trx, { companyId, kind: 'liveTest.forAll', now });
      await emitEvent(trx, { companyId, userId: ownerId + 999, kind: 'liveTest.forSomeoneElse', now });
      await emitEvent(trx, { companyId, userId: ownerId, kind: 'liveTest.forOwner', now });
      await emitEvent(trx, { companyId: companyId + 999, kind: 'liveTest.otherCompany', now });
      await emitEvent(trx, { companyId, kind: 'unregistered.kind', now });
    });
    await waitFor(() => a.frames.some((f) => f.event === 'liveTest.forOwner'), 2000);
    await new Promise((r) => setTimeout(r, 300));
    expect(a.frames.map((f) => f.event).filter((e) => e !== 'reset')).toEqual(['liveTest.forAll', 'liveTest.forOwner']);
    expect(b.frames).toEqual([]);
    a.close();
    b.close();
  });

  it('resumes after Last-Event-ID with what was missed, once', async () => {
    const first = await openStream(base, owner);
    await waitFor(() => s.app.live.size >= 1, 2000);
    await emitEvent(s.handle.db, { companyId, kind: 'liveTest.one', now: Date.now() });
    await waitFor(() => first.frames.some((f) => f.event === 'liveTest.one'), 2000);
    const lastSeen = first.frames.at(-1)!.id!;
    first.close();
    await first.done;
    await emitEvent(s.handle.db, { companyId, kind: 'liveTest.missed', now: Date.now() });
    await emitEvent(s.handle.db, { companyId, kind: 'liveTest.missedToo', now: Date.now() });
    await new Promise((r) => setTimeout(r, 400));
    const again = await openStream(base, owner, lastSeen);
    await waitFor(() => again.frames.length >= 2, 2000);
    await emitEvent(s.handle.db, { companyId, kind: 'liveTest.live', now: Date.now() });
    await waitFor(() => again.frames.some((f) => f.event === 'liveTest.live'), 2000);
    expect(again.frames.map((f) => f.event)).toEqual(['liveTest.missed', 'liveTest.missedToo', 'liveTest.live']);
    again.close();
  });

  it('refuses a bad token, and more than the allowed streams per member', async () => {
    const bad = await fetch(`${base}/xm-merchant/live/stream`, { headers: { authorization: 'Bearer nope' } });
    expect((await bad.json()).code).toBe(1001);
    const none = await fetch(`${base}/xm-merchant/live/stream`);
    expect((await none.json()).code).toBe(1003);
    await waitFor(() => s.app.live.size === 0, 2000);
    const open = [];
    for (let i = 0; i < s.app.live.opts.maxPerUser; i++) open.push(await openStream(base, owner));
    await waitFor(() => s.app.live.size === s.app.live.opts.maxPerUser, 2000);
    const extra = await fetch(`${base}/xm-merchant/live/stream`, { headers: { authorization: `Bearer ${owner}` } });
    const body = await extra.json();
    expect(body.code).toBe(0);
    expect(body.msg).toContain('实时通道连接过多');
    for (const o of open) o.close();
    expect(await waitFor(() => s.app.live.size === 0, 2000)).toBe(true);
  });

  it('a logout ends the stream at the next heartbeat', async () => {
    const token = await s.login('13800000001');
    const st = await openStream(base, token);
    await waitFor(() => s.app.live.size === 1, 2000);
    await s.call('/xm-merchant/company/auth/logout', {}, { token });
    await s.app.live.heartbeat();
    expect(await waitFor(() => st.frames.some((f) => f.event === 'auth'), 2000)).toBe(true);
    await st.done;
  });

  it('an id committed after a larger one was read (a gap) is still delivered', async () => {
    const st = await openStream(base, owner);
    await waitFor(() => s.app.live.size === 1, 2000);
    const top = await s.handle.db.selectFrom('event').select((eb) => eb.fn.max('id').as('m')).executeTakeFirstOrThrow();
    const row = (id: number, kind: string) => ({ id, company_id: companyId, user_id: null, kind, subject_id: null, payload: '{}', created_at: Date.now() });
    const hi = Number(top.m) + 3;
    await s.handle.db.insertInto('event').values(row(hi, 'liveTest.later')).execute();
    await waitFor(() => st.frames.some((f) => f.event === 'liveTest.later'), 2000);
    await s.handle.db.insertInto('event').values(row(hi - 1, 'liveTest.earlierCommittedLater')).execute();
    expect(await waitFor(() => st.frames.some((f) => f.event === 'liveTest.earlierCommittedLater'), 2000)).toBe(true);
    st.close();
  });
});
