import pg from 'pg';

/**
 * One dedicated PostgreSQL connection per server process that LISTENs for the channels the process cares about
 * (the session cache's `xm_auth`, the live channel's `xm_event`). Notifications are delivered after the sending
 * transaction commits, to every server process on the database; each payload starts with the sender's schema
 * (`current_schema()`), so servers sharing one database in separate schemas (the test suite) ignore each other.
 *
 * While the connection is down nothing is delivered: `connected` is false, every subscriber is told (`onReset`) when it
 * comes back (it may have missed notifications and must drop what it cached), and the connection is retried every
 * second. Caches built on it use it only while `connected` is true.
 */
export type NotifyHandler = (payload: string) => void;

export class PgListener {
  private client: pg.Client | null = null;
  private handlers = new Map<string, Set<NotifyHandler>>();
  private resetHandlers = new Set<() => void>();
  private connecting: Promise<void> | null = null;
  private retry: NodeJS.Timeout | null = null;
  private closed = false;
  private schema = '';
  connected = false;
  /** The PostgreSQL backend process of the LISTEN connection (tests end it to simulate a lost connection). */
  backendPid: number | null = null;
  /** Bumped every time the connection is (re)established or lost: a cache entry read under an older generation is dropped. */
  generation = 0;

  constructor(private connectionString: string) {}

  /** Starts listening on `channel` (connecting first when needed); `fn` gets the payload after the schema prefix. */
  on(channel: string, fn: NotifyHandler): () => void {
    let set = this.handlers.get(channel);
    if (!set) {
      this.handlers.set(channel, (set = new Set()));
      if (this.client && this.connected) this.client.query(`LISTEN ${channel}`).catch(() => this.lost());
    }
    set.add(fn);
    void this.ensure();
    return () => set.delete(fn);
  }

  onReset(fn: () => void): () => void {
    this.resetHandlers.add(fn);
    void this.ensure();
    return () => this.resetHandlers.delete(fn);
  }

  /** Resolves once listening (or after `ms` when the database cannot be reached). */
  async ready(ms = 5000): Promise<boolean> {
    if (this.connected) return true;
    await Promise.race([this.ensure(), new Promise((r) => setTimeout(r, ms).unref())]);
    return this.connected;
  }

  private ensure(): Promise<void> {
    if (this.connected || this.closed) return Promise.resolve();
    this.connecting ??= this.connect().finally(() => {
      this.connecting = null;
    });
    return this.connecting;
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.connectionString, connectionTimeoutMillis: 5000 });
    client.on('error', () => this.lost());
    client.on('end', () => this.lost());
    client.on('notification', (n) => {
      const payload = n.payload ?? '';
      const cut = payload.indexOf(':');
      if (cut < 0 || payload.slice(0, cut) !== this.schema) return;
      const rest = payload.slice(cut + 1);
      for (const fn of this.handlers.get(n.channel) ?? []) fn(rest);
    });
    try {
      await client.connect();
      const who = (await client.query('select current_schema() as s, pg_backend_pid() as pid')).rows[0] as { s: string; pid: number } | undefined;
      this.schema = String(who?.s ?? '');
      this.backendPid = Number(who?.pid ?? 0) || null;
      for (const ch of this.handlers.keys()) await client.query(`LISTEN ${ch}`);
      if (this.closed) {
        await client.end().catch(() => {});
        return;
      }
      this.client = client;
      this.connected = true;
      this.generation++;
      for (const fn of this.resetHandlers) fn();
    } catch {
      client.removeAllListeners('end');
      await client.end().catch(() => {});
      this.scheduleRetry();
    }
  }

  private lost(): void {
    if (!this.client && !this.connected) return;
    const c = this.client;
    this.client = null;
    this.connected = false;
    this.generation++;
    for (const fn of this.resetHandlers) fn();
    c?.removeAllListeners('end');
    void c?.end().catch(() => {});
    this.scheduleRetry();
  }

  private scheduleRetry(): void {
    if (this.closed || this.retry) return;
    this.retry = setTimeout(() => {
      this.retry = null;
      void this.ensure();
    }, 1000);
    this.retry.unref();
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    await this.connecting?.catch(() => {});
    const c = this.client;
    this.client = null;
    this.connected = false;
    if (c) {
      c.removeAllListeners('end');
      await c.end().catch(() => {});
    }
  }
}
