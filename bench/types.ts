/** One figure of `npm run bench` (bench/results.json is a list of these). */
export interface BenchEntry {
  name: string;
  value: number;
  unit: string;
  /** The raw budget, the product's target on a quiet machine (tasks judge `ok` on it). */
  budget: number | null;
  ok: boolean;
  /** Set by the runner on timings and rates: the machine factor of the task and the budget scaled by it (bench/lib/scale.ts). */
  scale?: number;
  scaledBudget?: number;
}

/** What the runner hands to every bench/tasks/*.ts module. */
export interface BenchContext {
  root: string;
  tmpDir: string;
  log(msg: string): void;
  quick: boolean;
}
