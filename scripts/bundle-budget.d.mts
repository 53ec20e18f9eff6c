/** Types of scripts/bundle-budget.mjs for TypeScript callers (bench/tasks/bundle.ts). */
export interface BudgetEntry {
  name: string;
  value: number;
  unit: string;
  budget: number;
  ok: boolean;
}
export interface BundleResult {
  entries: BudgetEntry[];
  details: {
    distDir: string;
    entryFiles: string[];
    largestChunk: { key: string; file: string; kb: number } | null;
    firstPaint: { path: string; file: string; budgetKb: number; kb: number | null; cssKb?: number; chunks?: string[]; cssFiles?: string[]; withAntd?: boolean; note: string }[];
    jsChunkCount: number;
  };
}
export const BUDGETS_KB: { entry: number; largestRouteChunk: number; firstPaint: number; firstPaintLogin: number; firstPaintCss: number };
export const ANTD_PROVIDERS: string[];
export function drawnWithoutAntd(source: string): boolean;
export const FIRST_PAINT_ROUTES: { path: string; file: string; budgetKb: number }[];
export function measureBundle(opts?: { distDir?: string; root?: string }): BundleResult;
export function formatTable(result: BundleResult): string;
