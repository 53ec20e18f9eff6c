import type { Generated, Selectable } from 'kysely';
import type { Db } from '../db/index.ts';
import type { LiveEventKind } from './live-kinds.gen.ts';

/**
 * The event outbox (docs/architecture.md「共享机制」). A write that others must hear about calls `emitEvent` with the
 * database transaction of the write itself, so the event exists exactly when the change does. Readers (messages,
 * the live channel, to-do badges, the ERP cursor) read rows after the last id they saw: ids only grow, so a reader
 * on any server process sees every event once, in order, without a broker.
 *
 * `kind` is `<area>.<what happened>` in lower camel case after the dot, for example `afterSale.created`,
 * `afterSale.deadlineSoon`, `cs.message`. Every kind is listed in the contract's `LiveEventKind` enum
 * (openapi/components/schemas/platform/LiveEventKind.yaml; `npm run api:bundle` generates ./live-kinds.gen.ts from it),
 * so a kind the contract does not list does not type-check. `userId` set means the event is for that member only
 * (a chat routed to one agent); null means every member of the company who may see the subject.
 */
export type { LiveEventKind, LiveEventKindPrefix } from './live-kinds.gen.ts';

/** Kinds only tests emit, in namespaces of their own (never in the contract). */
export type TestEventKind = `${'liveTest' | 'multiTest' | 'test' | 'unregistered'}.${string}`;

/** What `emitEvent` accepts: a kind of the contract's LiveEventKind enum, or a test's own kind. */
export type EventKind = LiveEventKind | TestEventKind;
export interface EventTable {
  id: Generated<number>;
  company_id: number;
  user_id: number | null;
  kind: string;
  subject_id: string | null;
  payload: string;
  created_at: number;
}

export interface EventTables {
  event: EventTable;
}

export interface AppEvent {
  id: number;
  companyId: number;
  userId: number | null;
  kind: string;
  subjectId: string | null;
  payload: unknown;
  createdAt: number;
}

/** Adds an event inside the caller's transaction; `now` is the platform clock (`ctx.deps.clock.now()`). */
export async function emitEvent(
  db: Db,
  e: { companyId: number; userId?: number | null; kind: EventKind; subjectId?: string | number | null; payload?: unknown; now: number },
): Promise<void> {
  if (!/^[a-z][A-Za-z]*\.[a-z][A-Za-z]*$/.test(e.kind)) throw new Error(`event kind must be <area>.<what>: ${e.kind}`);
  await db
    .insertInto('event')
    .values({
      company_id: e.companyId,
      user_id: e.userId ?? null,
      kind: e.kind,
      subject_id: e.subjectId === undefined || e.subjectId === null ? null : String(e.subjectId),
      payload: JSON.stringify(e.payload ?? {}),
      created_at: e.now,
    })
    .execute();
}

/** Adds several events in one statement inside the caller's transaction (ids follow the order given). */
export async function emitEvents(
  db: Db,
  list: ReadonlyArray<{ companyId: number; userId?: number | null; kind: EventKind; subjectId?: string | number | null; payload?: unknown; now: number }>,
): Promise<void> {
  if (!list.length) return;
  for (const e of list) if (!/^[a-z][A-Za-z]*\.[a-z][A-Za-z]*$/.test(e.kind)) throw new Error(`event kind must be <area>.<what>: ${e.kind}`);
  await db
    .insertInto('event')
    .values(
      list.map((e) => ({
        company_id: e.companyId,
        user_id: e.userId ?? null,
        kind: e.kind,
        subject_id: e.subjectId === undefined || e.subjectId === null ? null : String(e.subjectId),
        payload: JSON.stringify(e.payload ?? {}),
        created_at: e.now,
      })),
    )
    .execute();
}

function toEvent(r: Selectable<EventTable>): AppEvent {
  return {
    id: Number(r.id),
    companyId: r.company_id,
    userId: r.user_id,
    kind: r.kind,
    subjectId: r.subject_id,
    payload: JSON.parse(r.payload) as unknown,
    createdAt: Number(r.created_at),
  };
}

/** Events after `afterId`, oldest first; `companyId` omitted reads every company's (one poller per process). */
export async function eventsAfter(db: Db, opts: { afterId: number; companyId?: number; kinds?: readonly string[]; limit?: number }): Promise<AppEvent[]> {
  let q = db.selectFrom('event').selectAll().where('id', '>', opts.afterId);
  if (opts.companyId !== undefined) q = q.where('company_id', '=', opts.companyId);
  if (opts.kinds?.length) q = q.where('kind', 'in', [...opts.kinds]);
  const rows = await q.orderBy('id').limit(Math.min(opts.limit ?? 500, 5000)).execute();
  return rows.map(toEvent);
}

/** The newest event id (a new reader starts here, so it sees only what happens after it connects). */
export async function lastEventId(db: Db): Promise<number> {
  const r = await db.selectFrom('event').select((eb) => eb.fn.max('id').as('id')).executeTakeFirst();
  return Number(r?.id ?? 0);
}
