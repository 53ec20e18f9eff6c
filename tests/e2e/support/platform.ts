/**
 * The platform operator's console (`npm run platform -- …`, server/platform/cli.ts) against the test server's
 * database (the DATA_DIR of global setup), and the ledger check every spec that moves money ends with.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../../..');

/** Runs one platform command; a non-zero exit throws with the command's output (what it listed, and why). */
export function platform(...args: string[]): string {
  try {
    return execFileSync(process.execPath, ['--import', 'tsx', path.join(ROOT, 'server/platform/cli.ts'), ...args], {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, DATABASE_URL: '' },
      encoding: 'utf8',
    });
  } catch (e) {
    const { stdout, stderr } = e as { stdout?: string; stderr?: string };
    throw new Error(`npm run platform -- ${args.join(' ')} 失败：\n${stdout ?? ''}\n${stderr ?? ''}`);
  }
}

/**
 * `reconcile` on the whole test database: every transaction balanced, every account equal to its entries, every
 * settled order netting out. The command exits non-zero on any discrepancy (platform() then throws with the list);
 * an answer without its clean line fails too. Call it from `test.afterAll` of a spec that moves money: it runs even
 * when a test failed, and its failure fails the run.
 */
export function expectLedgerReconciles(): string {
  const out = platform('reconcile');
  if (!out.includes('对账无差异')) throw new Error(`对账没有给出「对账无差异」：\n${out}`);
  return out;
}
