import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/index.ts';
import type { Insertable } from 'kysely';
import type { TrackEventTable } from '../schema.ts';

export type TrackRow = Insertable<TrackEventTable>;

export interface TrackBufferOptions {
  /** Flush as soon as this many rows wait. */
  batchSize: number;
  /** Flush at least this often while rows wait. */
  flushMs: number;
  /** Beyond this many waiting rows, new batches are refused rather than letting memory grow. */
  maxBuffered: number;
}

/**
 * The ingest path answers as soon as records are buffered; a single writer drains the buffer in
 * multi-row inserts (one transaction per chunk), on size or on time.
 */
export class TrackBuffer {
  private rows: TrackRow[] = [];
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> | null = null;
  private written = 0;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly opts: TrackBufferOptions = { batchSize: 500, flushMs: 1000, maxBuffered: 100_000 },
  ) {}

  get pending(): number {
    return this.rows.length;
  }

  get totalWritten(): number {
    return this.written;
  }

  /** Returns false when the buffer is full (the caller answers "busy"). */
  push(rows: TrackRow[]): boolean {
    if (this.rows.length + rows.length > this.opts.maxBuffered) return false;
    for (const r of rows) this.rows.push(r);
    if (this.rows.length >= this.opts.batchSize) void this.flush();
    else if (!this.timer) this.timer = setTimeout(() => void this.flush(), this.opts.flushMs);
    return true;
  }

  /** Writes everything buffered so far; concurrent callers share one drain. */
  async flush(): Promise<void> {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    if (this.flushing) {
      await this.flushing;
      if (this.rows.length === 0) return;
    }
    this.flushing = this.drain().finally(() => {
      this.flushing = null;
    });
    await this.flushing;
  }

  private async drain(): Promise<void> {
    while (this.rows.length > 0) {
      const chunk = this.rows.splice(0, this.opts.batchSize);
      try {
        // 14 columns x 500 rows stays under SQLite's and PostgreSQL's bound-parameter limits.
        await this.db.transaction().execute((trx) => trx.insertInto('track_event').values(chunk).execute());
        this.written += chunk.length;
      } catch (err) {
        this.log.error({ err, rows: chunk.length }, '埋点写入失败，本批丢弃');
      }
    }
  }

  async close(): Promise<void> {
    await this.flush();
  }
}
