/**
 * Budgets that survive a slow hour. A timing measured while the machine is slow (other work on its 2 cores, a slower
 * VM) is judged against its budget scaled by how slow the machine was at that moment:
 *
 *   scale = (reference workload now) / QUIET_REFERENCE_MS, at least 1 and at most MAX_SCALE
 *   time budgets (ms, s):            scaled = budget × scale        ok when value ≤ scaled
 *   rate budgets (req/s, events/s):  scaled = budget ÷ scale        ok when value ≥ scaled
 *
 * "Reference workload now" is the mean of the medians measured just before and just after the task
 * (bench/lib/machine.ts). Sizes, counts and booleans are not scaled. A machine faster than the quiet reference keeps
 * the raw budget (the raw budget is the product's target); a machine more than MAX_SCALE times slower is judged at
 * MAX_SCALE and the run says its timings cannot be trusted.
 */
import type { BenchEntry } from '../types.ts';
import { round } from './stats.ts';

/**
 * Median of the reference workload on this project's 2-core VM when nothing else runs: 43.8 ms before and 37 ms
 * after the full run of 2026-11-22 07:20 UTC (commit cf26e71), rounded to 40 ms.
 */
export const QUIET_REFERENCE_MS = 40;
/** Beyond this the machine is too busy for timings to mean anything. */
export const MAX_SCALE = 2.5;

export const TIME_UNITS: ReadonlySet<string> = new Set(['ms', 's']);
export const RATE_UNITS: ReadonlySet<string> = new Set(['req/s', 'events/s']);

export interface MachineScale {
  /** The factor budgets are scaled by. */
  scale: number;
  /** reference / quiet reference, before clamping. */
  raw: number;
  /** The machine was slower than MAX_SCALE allows. */
  capped: boolean;
}

export function machineScale(referenceMs: number, quietMs = QUIET_REFERENCE_MS): MachineScale {
  const raw = referenceMs / quietMs;
  if (!Number.isFinite(raw) || raw <= 0) return { scale: 1, raw, capped: false };
  return { scale: round(Math.min(MAX_SCALE, Math.max(1, raw)), 2), raw: round(raw, 2), capped: raw > MAX_SCALE };
}

/** The entry with `scale` and `scaledBudget` set and `ok` judged on the scaled budget (timings and rates only). */
export function applyScale(e: BenchEntry, scale: number): BenchEntry {
  if (e.budget === null) return e;
  if (TIME_UNITS.has(e.unit)) {
    const scaledBudget = round(e.budget * scale, 3);
    return { ...e, scale, scaledBudget, ok: Number.isFinite(e.value) && e.value >= 0 && e.value <= scaledBudget };
  }
  if (RATE_UNITS.has(e.unit)) {
    const scaledBudget = round(e.budget / scale, 1);
    return { ...e, scale, scaledBudget, ok: Number.isFinite(e.value) && e.value >= scaledBudget };
  }
  return e;
}
