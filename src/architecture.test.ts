import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The shape of the front end (docs/architecture.md): every business area has its folder under src/features and its
 * doc under docs/, and no feature source file grows past MAX_LINES (split it: one page per file or folder, its
 * columns, filter form and request mapping beside it). Import zones are eslint's (xm-zones/import-zones).
 */
const ROOT = path.resolve(__dirname, '..');
const FEATURES = path.join(ROOT, 'src/features');
const MAX_LINES = 400;

export const AREAS = [
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

/** Areas whose doc lives inside another area's doc for now (account in onboarding.md, remote-task in school-employee.md). */
const DOC_PENDING = new Set<string>(['account', 'remote-task']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = path.join(dir, name);
    if (statSync(p).isDirectory()) return sourceFiles(p);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.(ts|tsx)$/.test(name) && !/test-utils\.tsx?$/.test(name) ? [p] : [];
  });
}

describe('front-end areas', () => {
  it.each(AREAS)('%s has a feature folder', (area) => {
    expect(existsSync(path.join(FEATURES, area)) && statSync(path.join(FEATURES, area)).isDirectory()).toBe(true);
  });

  it.each(AREAS)('%s has docs/<area>.md', (area) => {
    const has = existsSync(path.join(ROOT, 'docs', `${area}.md`));
    // A pending area that gains its doc leaves DOC_PENDING, so the list only shrinks.
    expect(has).toBe(!DOC_PENDING.has(area));
  });

  it('every folder under src/features is a known area', () => {
    const folders = readdirSync(FEATURES).filter((n) => statSync(path.join(FEATURES, n)).isDirectory());
    expect(folders.filter((f) => !(AREAS as readonly string[]).includes(f))).toEqual([]);
  });

  it(`no feature source file is over ${MAX_LINES} lines`, () => {
    const over = sourceFiles(FEATURES)
      .map((f) => ({ file: path.relative(ROOT, f), lines: readFileSync(f, 'utf8').replace(/\n$/, '').split('\n').length }))
      .filter((x) => x.lines > MAX_LINES)
      .map((x) => `${x.file}: ${x.lines}`);
    expect(over).toEqual([]);
  });
});
