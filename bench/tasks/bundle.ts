/**
 * Bundle sizes of the built SPA, measured by the very code `npm test` runs (scripts/bundle-budget.mjs), so the
 * two never disagree: entry JS gz ≤ 200 KB, largest route chunk gz ≤ 120 KB, first paint of /login ≤ 200 KB and of /overview ≤ 320 KB.
 */
import { measureBundle } from '../../scripts/bundle-budget.mjs';
import type { BenchContext, BenchEntry } from '../types.ts';

export default async function run(ctx: BenchContext): Promise<BenchEntry[]> {
  const result = measureBundle({ root: ctx.root, distDir: 'dist' });
  ctx.log(`${result.details.jsChunkCount} 个 JS 分块；最大懒加载分块 ${result.details.largestChunk?.file ?? '无'}`);
  return result.entries;
}
