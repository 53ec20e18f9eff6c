/** One measured figure of `npm run bench`. ok: within budget (value <= budget, or >= for throughput-like figures: the task decides). */
export interface BenchEntry {
  name: string;
  value: number;
  unit: string;
  budget: number | null;
  ok: boolean;
}

export interface BenchContext {
  root: string;
  tmpDir: string;
  log(msg: string): void;
  quick: boolean;
}
