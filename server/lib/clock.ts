import type { Db } from '../db/index.ts';

/**
 * The platform clock: every rule about time reads `clock.now()`, never `Date.now()` directly. It is the machine's
 * time plus an offset kept in the database (platform_clock, one row), so `npm run platform -- clock set|advance`
 * moves the time of every server process (each re-reads the offset every second, see `watch`) and tests can watch
 * a deadline pass without sleeping.
 */
export class Clock {
  private offsetMs = 0;

  now(): number {
    return Date.now() + this.offsetMs;
  }

  get offset(): number {
    return this.offsetMs;
  }

  /** Reads the offset from the database (0 when never set). */
  async load(db: Db): Promise<number> {
    const row = await db.selectFrom('platform_clock').select('offset_ms').where('id', '=', 1).executeTakeFirst();
    this.offsetMs = Number(row?.offset_ms ?? 0);
    return this.offsetMs;
  }

  private async save(db: Db, offsetMs: number): Promise<void> {
    const updated_at = Date.now();
    await db
      .insertInto('platform_clock')
      .values({ id: 1, offset_ms: offsetMs, updated_at })
      .onConflict((oc) => oc.column('id').doUpdateSet({ offset_ms: offsetMs, updated_at }))
      .execute();
    this.offsetMs = offsetMs;
  }

  /** Sets the platform time to `t` (ms epoch); it keeps running from there. */
  async set(db: Db, t: number): Promise<void> {
    await this.save(db, t - Date.now());
  }

  /** Moves the platform time forward (or back, with a negative `ms`). */
  async advance(db: Db, ms: number): Promise<void> {
    await this.load(db);
    await this.save(db, this.offsetMs + ms);
  }

  /** Back to the machine's time. */
  async reset(db: Db): Promise<void> {
    await this.save(db, 0);
  }

  /** Re-reads the offset every `everyMs` so that a change made by another process is seen; returns the stop function. */
  watch(db: Db, everyMs = 1000, onError?: (e: unknown) => void): () => void {
    const timer = setInterval(() => {
      this.load(db).catch((e) => onError?.(e));
    }, everyMs);
    timer.unref();
    return () => clearInterval(timer);
  }
}

/** The process's clock. */
export const clock = new Clock();

/** Parses "2026-12-01", "2026-12-01T08:30" (China time) into ms epoch; null when not a date. */
export function parseChinaTime(text: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(text.trim());
  if (!m) return null;
  const [y, mo, d, h, mi, s] = [m[1], m[2], m[3], m[4] ?? '0', m[5] ?? '0', m[6] ?? '0'].map(Number) as [number, number, number, number, number, number];
  if (mo < 1 || mo > 12 || d < 1 || d > 31 || h > 23 || mi > 59 || s > 59) return null;
  const t = Date.UTC(y, mo - 1, d, h, mi, s) - 8 * 3_600_000;
  const back = new Date(t + 8 * 3_600_000);
  if (back.getUTCDate() !== d || back.getUTCMonth() !== mo - 1) return null;
  return t;
}

/** Parses "49h", "7d", "30m", "90s" into ms; null when not a duration. */
export function parseDuration(text: string): number | null {
  const m = /^(-?\d{1,6})(d|h|m|s)$/.exec(text.trim());
  if (!m) return null;
  const unit = { d: 86_400_000, h: 3_600_000, m: 60_000, s: 1000 }[m[2] as 'd' | 'h' | 'm' | 's'];
  return Number(m[1]) * unit;
}

/** "2026-12-01 08:30:00" in China time. */
export function formatChinaTime(t: number): string {
  return new Date(t + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
}

/** "2026-12-01": the day of `t` in China time. */
export function chinaDay(t: number): string {
  return new Date(t + 8 * 3_600_000).toISOString().slice(0, 10);
}
