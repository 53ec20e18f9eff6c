/**
 * The live channel's client (server/lib/live.ts, docs/customer-service.md「实时通道」): one server-sent-events stream
 * per tab while signed in, read with fetch so the bearer token travels in the Authorization header (EventSource
 * cannot send headers, and a token in a URL ends up in logs). Areas subscribe to event kinds:
 *
 *   useLiveInvalidate('cs.', [['/xm-merchant/cs/conversation/list']])   // refetch these queries on every cs.* push
 *   useLiveEvent('cs.message', (e) => ...)                               // or run a callback
 *
 * Reconnects with backoff (1 s doubling to 30 s) and resumes with Last-Event-ID; after a reconnect, or when the
 * server says `reset` (too much missed), every query a subscriber registered is refetched, so nothing stays stale.
 */
import { useEffect, useSyncExternalStore } from 'react';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { API_BASE_URL, MERCHANT_PREFIX } from '@/api/http';
import type { LiveEventKind } from '@/api/gen/model';

export interface LiveEvent {
  id: number;
  kind: string;
  subjectId: string | null;
  payload: unknown;
  createdAt: number;
}

export type LiveStatus = 'idle' | 'connecting' | 'open' | 'retrying';

type Handler = (e: LiveEvent) => void;

/**
 * What an area subscribes to: a kind of the contract's LiveEventKind enum (`cs.message`), or a prefix ending with a
 * dot (`cs.`) that matches every kind of that area. A kind the contract does not list does not type-check.
 */
export type LiveKindPattern = LiveEventKind | `${LiveEventKind extends `${infer A}.${string}` ? A : never}.`;

export interface Sub {
  /** An exact kind, or a prefix ending with a dot. */
  kind: string;
  handler?: Handler;
  keys?: readonly QueryKey[];
}

const matches = (pattern: string, kind: string) => (pattern.endsWith('.') ? kind.startsWith(pattern) : pattern === kind);

/** Splits an SSE byte stream (as text) into events; returns what is left of an unfinished block. */
export function parseSse(buffer: string, onEvent: (e: { id: string | null; event: string; data: string }) => void): string {
  let text = buffer.replace(/\r\n?/g, '\n');
  let i: number;
  while ((i = text.indexOf('\n\n')) >= 0) {
    const block = text.slice(0, i);
    text = text.slice(i + 2);
    let id: string | null = null;
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (!line || line.startsWith(':')) continue;
      const c = line.indexOf(':');
      const field = c < 0 ? line : line.slice(0, c);
      const value = c < 0 ? '' : line.slice(c + 1).replace(/^ /, '');
      if (field === 'id') id = value;
      else if (field === 'event') event = value;
      else if (field === 'data') data.push(value);
    }
    if (data.length || event !== 'message') onEvent({ id, event, data: data.join('\n') });
  }
  return text;
}

export interface LiveOptions {
  getToken: () => string;
  queryClient: QueryClient;
  url?: string;
  fetchImpl?: typeof fetch;
}

export class LiveClient {
  private listeners = new Set<() => void>();
  private ac: AbortController | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private lastId: number | null = null;
  private attempt = 0;
  private connectedOnce = false;
  private stopped = true;
  status: LiveStatus = 'idle';

  constructor(
    private opts: LiveOptions,
    private subs: Set<Sub> = new Set(),
  ) {}

  subscribe(sub: Sub): () => void {
    this.subs.add(sub);
    return () => this.subs.delete(sub);
  }

  onStatus(fn: () => void): () => void {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }

  private setStatus(s: LiveStatus) {
    if (this.status === s) return;
    this.status = s;
    for (const fn of this.listeners) fn();
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    void this.connect();
  }

  stop(): void {
    this.stopped = true;
    this.ac?.abort();
    this.ac = null;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.lastId = null;
    this.connectedOnce = false;
    this.attempt = 0;
    this.setStatus('idle');
  }

  /** Every query a subscriber registered is refetched (after a gap in the stream). */
  private refreshAll() {
    const seen = new Set<string>();
    for (const s of this.subs)
      for (const key of s.keys ?? []) {
        const k = JSON.stringify(key);
        if (seen.has(k)) continue;
        seen.add(k);
        void this.opts.queryClient.invalidateQueries({ queryKey: key });
      }
  }

  /** Delivers one pushed event to the matching subscribers (exported for tests and for pushes from elsewhere). */
  dispatch(e: LiveEvent): void {
    const keys = new Map<string, QueryKey>();
    for (const s of this.subs) {
      if (!matches(s.kind, e.kind)) continue;
      for (const k of s.keys ?? []) keys.set(JSON.stringify(k), k);
      try {
        s.handler?.(e);
      } catch (err) {
        console.error(err);
      }
    }
    for (const k of keys.values()) void this.opts.queryClient.invalidateQueries({ queryKey: k });
  }

  private retry(delayMs?: number) {
    if (this.stopped) return;
    this.setStatus('retrying');
    const wait = delayMs ?? Math.min(30_000, 1000 * 2 ** Math.min(this.attempt, 5));
    this.attempt++;
    this.timer = setTimeout(() => void this.connect(), wait);
  }

  private async connect(): Promise<void> {
    if (this.stopped) return;
    const token = this.opts.getToken();
    if (!token) return this.stop();
    this.setStatus('connecting');
    const ac = new AbortController();
    this.ac = ac;
    const headers: Record<string, string> = { authorization: `Bearer ${token}`, accept: 'text/event-stream' };
    if (this.lastId !== null) headers['last-event-id'] = String(this.lastId);
    try {
      const res = await (this.opts.fetchImpl ?? fetch)(this.opts.url ?? `${API_BASE_URL}${MERCHANT_PREFIX}/live/stream`, { headers, signal: ac.signal, cache: 'no-store' });
      const type = res.headers.get('content-type') ?? '';
      if (!res.ok || !res.body || !type.includes('text/event-stream')) {
        const body = (await res.json().catch(() => null)) as { code?: number } | null;
        // Signed out or not allowed: the ordinary requests deal with it; the channel stays closed.
        if (body && [1001, 1002, 1003, 1004].includes(body.code ?? 0)) return this.stop();
        return this.retry(body?.code === 0 ? 60_000 : undefined);
      }
      this.setStatus('open');
      if (this.connectedOnce) this.refreshAll();
      this.connectedOnce = true;
      this.attempt = 0;
      const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
      let buf = '';
      let ended: 'auth' | 'refused' | null = null;
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buf = parseSse(buf + value, (f) => {
          if (f.event === 'reset') return this.refreshAll();
          if (f.event === 'auth') ended = 'auth';
          else if (f.event === 'refused') ended = 'refused';
          if (!f.data || f.event === 'auth' || f.event === 'refused') return;
          try {
            const e = JSON.parse(f.data) as LiveEvent;
            if (f.id !== null) this.lastId = Number(f.id);
            this.dispatch(e);
          } catch {
            /* not ours */
          }
        });
      }
      if (ended === 'auth') return this.stop();
      this.retry(ended === 'refused' ? 60_000 : 1000);
    } catch {
      if (ac.signal.aborted) return;
      this.retry();
    }
  }
}

let client: LiveClient | null = null;
/** Subscriptions live here, not in a client: they outlast a token change (a new client). */
const registry = new Set<Sub>();
const statusListeners = new Set<() => void>();
const notifyStatus = () => {
  for (const fn of statusListeners) fn();
};

/** The one live client of this tab (created by useLiveChannel in the signed-in layout). */
export function liveClient(): LiveClient | null {
  return client;
}

/** Starts the tab's stream while mounted (the signed-in layout calls it once), restarting when the token changes. */
export function useLiveChannel(queryClient: QueryClient, token: string): void {
  useEffect(() => {
    if (!token) return;
    const c = new LiveClient({ getToken: () => token, queryClient }, registry);
    const offStatus = c.onStatus(notifyStatus);
    client = c;
    c.start();
    notifyStatus();
    return () => {
      offStatus();
      c.stop();
      if (client === c) client = null;
      notifyStatus();
    };
  }, [queryClient, token]);
}

function useRegistered(kind: string, handler: Handler | undefined, keysJson: string): void {
  useEffect(() => {
    const sub: Sub = { kind, ...(handler ? { handler } : {}), keys: JSON.parse(keysJson) as QueryKey[] };
    registry.add(sub);
    return () => {
      registry.delete(sub);
    };
  }, [kind, handler, keysJson]);
}

/** Refetches these queries (by key prefix) whenever an event of `kind` (exact, or a prefix ending with a dot) arrives. */
export function useLiveInvalidate(kind: LiveKindPattern, keys: readonly QueryKey[]): void {
  useRegistered(kind, undefined, JSON.stringify(keys));
}

/** Runs `handler` for every event of `kind`; keep the handler stable (useCallback). */
export function useLiveEvent(kind: LiveKindPattern, handler: Handler): void {
  useRegistered(kind, handler, '[]');
}

const subscribeStatus = (fn: () => void) => {
  statusListeners.add(fn);
  return () => {
    statusListeners.delete(fn);
  };
};

/** The stream's state, for a small indicator (实时连接中 / 正在重连). */
export function useLiveStatus(): LiveStatus {
  return useSyncExternalStore(subscribeStatus, () => client?.status ?? 'idle', () => 'idle');
}
