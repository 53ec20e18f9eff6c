import { SqliteAdapter, SqliteDialect, SqliteDriver, type DatabaseConnection, type SqliteDialectConfig } from 'kysely';

/**
 * A lock handed to waiters strictly in arrival order. Releasing passes it straight to the next waiter, so a caller
 * arriving in between cannot take it first, and only that one waiter is woken.
 */
export class FifoLock {
  #held = false;
  #waiters: Array<() => void> = [];

  get waiting(): number {
    return this.#waiters.length;
  }

  acquire(): Promise<void> {
    if (!this.#held) {
      this.#held = true;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.#waiters.push(resolve));
  }

  release(): void {
    const next = this.#waiters.shift();
    if (next) next();
    else this.#held = false;
  }
}

class FairSqliteDriver extends SqliteDriver {
  readonly #lock = new FifoLock();

  override async acquireConnection(): Promise<DatabaseConnection> {
    await this.#lock.acquire();
    try {
      return await super.acquireConnection();
    } catch (e) {
      this.#lock.release();
      throw e;
    }
  }

  override async releaseConnection(): Promise<void> {
    this.#lock.release();
  }
}

/** Tells Kysely not to add its own connection mutex: FairSqliteDriver serializes access itself. */
class FairSqliteAdapter extends SqliteAdapter {
  override get supportsMultipleConnections(): boolean {
    return true;
  }
}

/**
 * Kysely's SQLite dialect with a fair connection lock. One better-sqlite3 connection serves every query and
 * transaction of the process, so access to it must be serialized. Kysely's own mutex wakes every waiter on each
 * release and lets a newcomer take the connection before them: under 100 concurrent requests each query woke
 * dozens of waiters for nothing, and a request could wait through many others' queries. Here the connection goes
 * to waiters in the order they asked for it.
 */
export class FairSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;

  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }

  override createDriver(): SqliteDriver {
    return new FairSqliteDriver(this.#config);
  }

  override createAdapter(): SqliteAdapter {
    return new FairSqliteAdapter();
  }
}
