/** One figure of `npm run bench` (bench/results.json is a list of these). */
export interface BenchEntry {
  name: string;
  value: number;
  unit: string;
  budget: number | null;
  ok: boolean;
}

/** What the runner hands to every bench/tasks/*.ts module. */
export interface BenchContext {
  root: string;
  tmpDir: string;
  log(msg: string): void;
  quick: boolean;
}
