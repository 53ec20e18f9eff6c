import { Redis } from 'ioredis';
import { handleOf, type Db } from '../db/index.ts';

/**
 * What tells a server process's live channel (server/lib/live.ts) that events were committed, so it reads them at
 * once instead of at its next poll, whichever server wrote them:
 * - `redis` when REDIS_URL is set (PostgreSQL): every process publishes on one Redis channel after a commit that wrote
 *   to the event outbox, and every process subscribes to it.
 * - `postgres` by default on PostgreSQL: the `xm_event` LISTEN/NOTIFY channel (the trigger of migration 0019 notifies
 *   at commit, whoever writes; nothing else to install).
 * - `poll` on SQLite (one machine; the poller reads the shared file every pollMs) and whenever the signal is down.
 * The event table stays the truth: a signal only wakes the poller, so a lost message costs latency, never an event.
 */
export interface LiveSignal {
  readonly kind: 'redis' | 'postgres' | 'poll';
  /** True while wake-ups can be relied on (the hub then polls only as a fallback). */
  readonly connected: boolean;
  close(): Promise<void>;
}

export function startLiveSignal(db: Db, redisUrl: string | null, wake: () => void, log?: { warn(o: unknown, m: string): void }): LiveSignal {
  const handle = handleOf(db);
  if (!handle || handle.dialect !== 'postgres') return { kind: 'poll', connected: false, close: async () => {} };
  if (redisUrl && handle.eventCommitHooks) {
    const channel = `xm:event:${handle.location}`;
    const opts = { maxRetriesPerRequest: null, enableOfflineQueue: false, retryStrategy: (n: number) => Math.min(n * 200, 2000) };
    const sub = new Redis(redisUrl, opts);
    const pub = new Redis(redisUrl, opts);
    let warned = false;
    const onError = (err: unknown) => {
      if (!warned) log?.warn({ err }, 'Redis 连接失败：实时通道改为定时读取，稍后自动重连');
      warned = true;
    };
    sub.on('error', onError);
    pub.on('error', onError);
    sub.on('ready', () => {
      warned = false;
      void sub.subscribe(channel).catch(onError);
      wake(); // may have missed messages while down
    });
    sub.on('message', (ch: string) => {
      if (ch === channel) wake();
    });
    const hook = () => {
      if (pub.status === 'ready') void pub.publish(channel, '1').catch(onError);
    };
    handle.eventCommitHooks.add(hook);
    return {
      kind: 'redis',
      get connected() {
        return sub.status === 'ready' && pub.status === 'ready';
      },
      async close() {
        handle.eventCommitHooks?.delete(hook);
        sub.disconnect();
        pub.disconnect();
      },
    };
  }
  const listener = handle.listener;
  if (!listener) return { kind: 'poll', connected: false, close: async () => {} };
  const off = listener.on('xm_event', wake);
  const offReset = listener.onReset(wake);
  return {
    kind: 'postgres',
    get connected() {
      return listener.connected;
    },
    async close() {
      off();
      offReset();
    },
  };
}
