import type { HandlerMap } from '../lib/handler.ts';
import type { SeedContext } from '../db/seed.ts';
import type { Database } from '../db/schema.ts';
import { registerLiveKind, type LiveKindPattern } from '../lib/live.ts';
import { registerJobKind, type JobHandler } from './scheduler.ts';

/**
 * The agreed area names: the same word as contract tag, `server/modules/<area>`, `src/features/<area>` and
 * `docs/<area>.md`. `platform` (upload, telemetry, scheduler, clock, events, live) is shared code, not an area.
 */
export const AREA_NAMES = [
  'account',
  'overview',
  'goods',
  'order',
  'content',
  'finance',
  'after-sale',
  'permission',
  'shop-setting',
  'customer-service',
  'company',
  'open-erp',
  'school-employee',
  'remote-task',
  'activity',
] as const;
export type AreaName = (typeof AREA_NAMES)[number];

/** A job kind an area runs on the scheduler (the kind string is stored in `job.kind`: never rename one). */
export interface AreaJob {
  kind: string;
  run: JobHandler;
  /** Recurring kinds: one row keyed by the kind, run every `everyMs`. */
  everyMs?: number;
}

/** An event kind (exact, or a prefix ending with a dot) pushed on the live channel to members holding every key. */
export interface AreaLiveKind {
  /** A contract LiveEventKind, or an area prefix of them such as `cs.` (openapi LiveEventKind). */
  kind: LiveKindPattern;
  keys: readonly string[];
}

/** What an area writes into a new database; each returns a short Chinese summary. See server/db/seed.ts. */
export interface AreaSeed {
  /** Platform data every database needs, with or without the demo (SEED_DEMO=0 too). */
  seedReference?: (ctx: SeedContext) => Promise<string>;
  /** Demo data: deterministic for a given seed and `now`. */
  seedDemo?: (ctx: SeedContext) => Promise<string>;
}

export type TableName = keyof Database & string;

/** One area's manifest: everything the app, the seed, the scheduler and the live channel need to know about it. */
export interface AreaManifest {
  name: AreaName;
  /** operationId -> handler (the contract's operations this area answers). */
  handlers: HandlerMap;
  jobs: readonly AreaJob[];
  liveKinds: readonly AreaLiveKind[];
  seed: AreaSeed | null;
  /** The tables this area owns: only its own code writes them (server/architecture.test.ts checks every table has one owner). */
  tables: readonly TableName[];
}

export function defineArea(m: { name: AreaName; handlers?: HandlerMap; jobs?: readonly AreaJob[]; liveKinds?: readonly AreaLiveKind[]; seed?: AreaSeed; tables: readonly TableName[] }): AreaManifest {
  return { name: m.name, handlers: m.handlers ?? {}, jobs: m.jobs ?? [], liveKinds: m.liveKinds ?? [], seed: m.seed ?? null, tables: m.tables };
}

/** A job kind for a manifest's `jobs` (same arguments as the scheduler's registration). */
export function areaJob(kind: string, run: JobHandler, opts: { everyMs?: number } = {}): AreaJob {
  return { kind, run, ...(opts.everyMs ? { everyMs: opts.everyMs } : {}) };
}

/** Registers every job kind and live kind of these areas (idempotent): the only place areas' kinds are registered. */
export function registerAreas(areas: readonly AreaManifest[]): void {
  for (const a of areas) {
    for (const j of a.jobs) registerJobKind(j.kind, j.run, j.everyMs ? { everyMs: j.everyMs } : {});
    for (const l of a.liveKinds) registerLiveKind(l.kind, l.keys);
  }
}

/** Every area's handlers in one operationId map (throws on an operation claimed twice). */
export function handlersOf(areas: readonly AreaManifest[]): HandlerMap {
  const out: HandlerMap = {};
  for (const a of areas) {
    for (const [op, h] of Object.entries(a.handlers)) {
      if (op in out) throw new Error(`operation ${op} has two handlers (${a.name})`);
      out[op] = h;
    }
  }
  return out;
}
