import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/index.ts';
import type { AppDeps } from './handler.ts';
import type { ServerConfig } from '../config.ts';
import { BizError, Code, errorEnvelope } from './errors.ts';
import { resolveAuth, type AuthContext } from './session.ts';
import { allowed } from './permission-keys.ts';
import { eventsAfter, lastEventId, type AppEvent, type EventKind, type LiveEventKindPrefix } from './events.ts';
import { startLiveSignal, type LiveSignal } from './live-signal.ts';

/**
 * The live channel (docs/architecture.md「共享机制」, docs/customer-service.md「实时通道」): one server-sent-events
 * stream per signed-in browser tab, fed from the event outbox (server/lib/events.ts).
 *
 * - GET /xm-merchant/live/stream with `Authorization: Bearer <token>` (the client reads it with fetch, not
 *   EventSource, so the token never sits in a URL or a log line) and `Last-Event-ID` to resume.
 * - One poller per server process reads new event ids (`eventsAfter`) every `pollMs` and fans them out to that
 *   process's subscribers, so every process of every database sees every committed event; nothing is published
 *   before the writing transaction commits, because the poller only reads committed rows.
 * - Ids are taken at insert, not at commit: on PostgreSQL a transaction with a smaller id may commit after a larger
 *   one was read. The poller remembers the missing ids (gaps) for `gapWaitMs` and reads them again; rolled-back ids
 *   simply expire. SQLite takes the write lock at BEGIN, so its ids commit in order.
 * - What a member receives: events of their company whose `userId` is null or theirs, and whose kind an area
 *   registered (`registerLiveKind`) with view keys the member holds now. Unregistered kinds are never pushed.
 * - Heartbeat comment every `heartbeatMs`; the session is checked again at each heartbeat (a logout, a disabled
 *   member or a key removed from the role takes effect within one heartbeat). At most `maxPerUser` streams per
 *   member per process; the next one is refused with code 0 and the client waits longer before retrying.
 */

/** An exact kind (`cs.message`) or a prefix ending with a dot (`cs.`), of the contract's LiveEventKind enum. */
export type LiveKindPattern = EventKind | LiveEventKindPrefix;

export interface LiveKindRule {
  /** An exact kind (`cs.message`) or a prefix ending with a dot (`cs.`). */
  kind: LiveKindPattern;
  /** View keys a member needs to receive it (all of them). */
  keys: readonly string[];
}

const RULES: LiveKindRule[] = [];

/** An area declares which of its event kinds are pushed live, and to whom (by view key). Call at module load. */
export function registerLiveKind(kind: LiveKindPattern, keys: readonly string[]): void {
  if (!RULES.some((r) => r.kind === kind)) RULES.push({ kind, keys });
}

export function liveRuleFor(kind: string): LiveKindRule | undefined {
  return RULES.find((r) => r.kind === kind) ?? RULES.find((r) => r.kind.endsWith('.') && kind.startsWith(r.kind));
}

export interface LiveOptions {
  pollMs: number;
  heartbeatMs: number;
  maxPerUser: number;
  /** The most events replayed after Last-Event-ID; beyond it the client gets `reset` (refetch everything). */
  replayLimit: number;
  gapWaitMs: number;
  /** With a connected wake-up signal (PostgreSQL, Redis): the longest time between two reads. */
  fallbackMs: number;
}

export const LIVE_DEFAULTS: LiveOptions = { pollMs: 200, heartbeatMs: 15_000, maxPerUser: 6, replayLimit: 500, gapWaitMs: 15_000, fallbackMs: 2000 };

export interface LiveSink {
  /** Writes one SSE frame (already formatted). */
  write(frame: string): void;
  end(): void;
}

interface Subscriber {
  userId: number;
  companyId: number;
  keys: ReadonlySet<string>;
  authorization: string;
  sink: LiveSink;
  ready: boolean;
  pending: AppEvent[];
  replayed: Set<number>;
  closed: boolean;
}

export function sseFrame(e: AppEvent): string {
  const data = JSON.stringify({ id: e.id, kind: e.kind, subjectId: e.subjectId, payload: e.payload, createdAt: e.createdAt });
  return `id: ${e.id}\nevent: ${e.kind}\ndata: ${data}\n\n`;
}

export function canReceive(s: { userId: number; companyId: number; keys: ReadonlySet<string> }, e: AppEvent): boolean {
  if (e.companyId !== s.companyId) return false;
  if (e.userId !== null && e.userId !== s.userId) return false;
  const rule = liveRuleFor(e.kind);
  return !!rule && allowed(s.keys, rule.keys, []);
}

/** One per server process (per app): the poller and the subscribers of this process. */
export class LiveHub {
  readonly opts: LiveOptions;
  private subs = new Set<Subscriber>();
  private cursor: number | null = null;
  private starting: Promise<void> | null = null;
  private gaps = new Map<number, number>(); // missing id → when first missed
  private pollTimer: NodeJS.Timeout | null = null;
  private beatTimer: NodeJS.Timeout | null = null;
  private polling = false;
  private again = false;
  private lastPoll = 0;
  private signal: LiveSignal | null = null;
  private closed = false;
  /** Events fanned out since start (bench and tests). */
  delivered = 0;

  constructor(
    private db: Db,
    private config: ServerConfig,
    private now: () => number,
    opts: Partial<LiveOptions> = {},
    private log?: { warn(o: unknown, m: string): void },
  ) {
    this.opts = { ...LIVE_DEFAULTS, ...opts };
    // Started with the hub, not with the first subscriber: with Redis this process also publishes its own commits.
    this.signal = startLiveSignal(db, config.redisUrl ?? null, () => void this.poll(true), log);
  }

  get size(): number {
    return this.subs.size;
  }

  countFor(userId: number): number {
    let n = 0;
    for (const s of this.subs) if (s.userId === userId) n++;
    return n;
  }

  private async ensureStarted(): Promise<void> {
    if (this.cursor !== null) return;
    this.starting ??= (async () => {
      this.cursor = await lastEventId(this.db);
      this.pollTimer = setInterval(() => void this.poll(), this.opts.pollMs);
      this.beatTimer = setInterval(() => void this.heartbeat(), this.opts.heartbeatMs);
      this.pollTimer.unref?.();
      this.beatTimer.unref?.();
    })().finally(() => {
      this.starting = null;
    });
    await this.starting;
  }

  private stopIfIdle(): void {
    if (this.subs.size > 0 || this.cursor === null) return;
    if (this.pollTimer) clearInterval(this.pollTimer);
    if (this.beatTimer) clearInterval(this.beatTimer);
    this.pollTimer = this.beatTimer = null;
    this.cursor = null;
    this.gaps.clear();
  }

  /**
   * Adds a subscriber; replays its events after `lastEventId` first (or sends `reset` when too many were missed).
   * Throws BizError when the member already has `maxPerUser` streams on this process.
   */
  async subscribe(auth: AuthContext, authorization: string, sink: LiveSink, lastId: number | null): Promise<() => void> {
    if (this.closed) throw new BizError(Code.ERROR, '服务器正在关闭，请稍后重连');
    if (this.countFor(auth.userId) >= this.opts.maxPerUser) {
      throw new BizError(Code.ERROR, `实时通道连接过多（每个账号最多 ${this.opts.maxPerUser} 个），请关闭多余的页面`);
    }
    await this.ensureStarted();
    const s: Subscriber = {
      userId: auth.userId,
      companyId: auth.companyId,
      keys: auth.keys,
      authorization,
      sink,
      ready: false,
      pending: [],
      replayed: new Set(),
      closed: false,
    };
    this.subs.add(s);
    const startCursor = this.cursor!;
    sink.write(`retry: 3000\n: connected\n\n`);
    try {
      if (lastId !== null && lastId < startCursor) {
        const rows = await eventsAfter(this.db, { afterId: lastId, companyId: auth.companyId, limit: this.opts.replayLimit + 1 });
        const within = rows.filter((e) => e.id <= startCursor);
        if (rows.length > this.opts.replayLimit) {
          sink.write(`event: reset\ndata: {}\n\n`);
        } else {
          for (const e of within) {
            s.replayed.add(e.id);
            if (canReceive(s, e)) sink.write(sseFrame(e));
          }
        }
      }
    } finally {
      s.ready = true;
      for (const e of s.pending) if (!s.replayed.has(e.id) && canReceive(s, e)) sink.write(sseFrame(e));
      s.pending = [];
      s.replayed.clear();
    }
    return () => this.drop(s);
  }

  private drop(s: Subscriber): void {
    if (s.closed) return;
    s.closed = true;
    this.subs.delete(s);
    try {
      s.sink.end();
    } catch {
      /* already gone */
    }
    this.stopIfIdle();
  }

  /** How this process learns of new events: 'postgres' (LISTEN/NOTIFY), 'redis' or 'poll' (null before the first subscriber). */
  get signalKind(): LiveSignal['kind'] | null {
    return this.signal?.kind ?? null;
  }

  /**
   * Reads committed events after the cursor (and missing ids still expected) and fans them out. `woken`: a signal
   * said something was committed; without it, a connected signal makes the timed read a fallback.
   */
  async poll(woken = false): Promise<number> {
    if (this.cursor === null) return 0;
    if (this.polling) {
      if (woken) this.again = true;
      return 0;
    }
    if (!woken && this.signal?.connected && !this.gaps.size && Date.now() - this.lastPoll < this.opts.fallbackMs) return 0;
    this.polling = true;
    this.lastPoll = Date.now();
    try {
      const found: AppEvent[] = [];
      const now = Date.now();
      if (this.gaps.size) {
        for (const [id, since] of this.gaps) if (now - since > this.opts.gapWaitMs) this.gaps.delete(id);
        const ids = [...this.gaps.keys()].slice(0, 500);
        if (ids.length) {
          const rows = await this.db.selectFrom('event').select('id').where('id', 'in', ids).execute();
          for (const r of rows) {
            const id = Number(r.id);
            this.gaps.delete(id);
            const [e] = await eventsAfter(this.db, { afterId: id - 1, limit: 1 });
            if (e && e.id === id) found.push(e);
          }
        }
      }
      const fresh = await eventsAfter(this.db, { afterId: this.cursor, limit: 1000 });
      let expect = this.cursor + 1;
      for (const e of fresh) {
        if (e.id > expect && e.id - expect <= 1000) for (let g = expect; g < e.id; g++) this.gaps.set(g, now);
        expect = e.id + 1;
        found.push(e);
      }
      if (fresh.length) this.cursor = fresh.at(-1)!.id;
      for (const e of found) this.fanOut(e);
      return found.length;
    } catch (err) {
      this.log?.warn({ err }, '实时通道读取事件失败');
      return 0;
    } finally {
      this.polling = false;
      if (this.again) {
        this.again = false;
        void this.poll(true);
      }
    }
  }

  private fanOut(e: AppEvent): void {
    for (const s of this.subs) {
      if (s.closed) continue;
      if (!s.ready) {
        s.pending.push(e);
        continue;
      }
      if (!canReceive(s, e)) continue;
      try {
        s.sink.write(sseFrame(e));
        this.delivered++;
      } catch {
        this.drop(s);
      }
    }
  }

  /** A comment line keeps proxies from closing the stream; the session is checked again (logout, keys changed). */
  async heartbeat(): Promise<void> {
    const byAuth = new Map<string, Subscriber[]>();
    for (const s of this.subs) byAuth.set(s.authorization, [...(byAuth.get(s.authorization) ?? []), s]);
    for (const [authorization, list] of byAuth) {
      let auth: AuthContext | null = null;
      try {
        auth = await resolveAuth(this.db, this.config, authorization);
      } catch {
        auth = null;
      }
      for (const s of list) {
        if (!auth) {
          s.sink.write(`event: auth\ndata: {}\n\n`);
          this.drop(s);
          continue;
        }
        s.keys = auth.keys;
        try {
          s.sink.write(`: ping ${this.now()}\n\n`);
        } catch {
          this.drop(s);
        }
      }
    }
  }

  close(): void {
    this.closed = true;
    void this.signal?.close();
    for (const s of [...this.subs]) this.drop(s);
    this.stopIfIdle();
  }
}

export const LIVE_STREAM_PATH = '/xm-merchant/live/stream';

/** The stream route (described in openapi/ as a GET answering text/event-stream). */
export function registerLiveRoutes(app: FastifyInstance, db: Db, deps: AppDeps, opts: Partial<LiveOptions> = {}): LiveHub {
  const hub = new LiveHub(db, deps.config, () => deps.clock.now(), opts, app.log);
  app.addHook('preClose', async () => hub.close());
  app.get(LIVE_STREAM_PATH, async (req, reply) => {
    const deny = (code: number, msg: string) => reply.status(200).type('application/json; charset=utf-8').header('cache-control', 'no-store').send(errorEnvelope(code, msg));
    const authorization = req.headers.authorization;
    if (!authorization) return deny(Code.NOT_LOGGED_IN, '请先登录');
    let auth: AuthContext;
    try {
      auth = await resolveAuth(db, deps.config, authorization);
    } catch (e) {
      if (e instanceof BizError) return deny(e.code, e.message);
      throw e;
    }
    if (auth.company.review_status !== 1) return deny(Code.NO_PROJECT_AUTHORITY, '公司尚未通过入驻审核，暂不能使用该功能');
    const raw = req.headers['last-event-id'] ?? (req.query as { lastEventId?: string }).lastEventId;
    const lastText = Array.isArray(raw) ? raw[0] : raw;
    const lastId = lastText !== undefined && /^\d{1,15}$/.test(lastText) ? Number(lastText) : null;
    if (hub.countFor(auth.userId) >= hub.opts.maxPerUser) {
      return deny(Code.ERROR, `实时通道连接过多（每个账号最多 ${hub.opts.maxPerUser} 个），请关闭多余的页面`);
    }
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      ...(reply.getHeaders() as Record<string, string>),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    res.flushHeaders?.();
    let unsubscribe: (() => void) | null = null;
    let gone = false;
    const sink: LiveSink = {
      write: (frame) => {
        if (!res.writableEnded) res.write(frame);
      },
      end: () => {
        if (!res.writableEnded) res.end();
      },
    };
    req.raw.on('close', () => {
      gone = true;
      unsubscribe?.();
    });
    try {
      const off = await hub.subscribe(auth, authorization, sink, lastId);
      if (gone) off();
      else unsubscribe = off;
    } catch (e) {
      sink.write(`event: refused\ndata: ${JSON.stringify({ msg: e instanceof Error ? e.message : '连接失败' })}\n\n`);
      sink.end();
    }
  });
  return hub;
}
