import { describe, expect, it } from 'vitest';

/**
 * The shape of the front end (docs/architecture.md): every business area has its folder under src/features and its
 * doc under docs/, and no feature source file grows past MAX_LINES (split it: one page per file or folder, its
 * columns, filter form and request mapping beside it). Import zones are eslint's (xm-zones/import-zones).
 */
// Vite reads the tree at transform time: the feature sources (text) and the doc names.
const SOURCES = import.meta.glob<string>(['./features/**/*.{ts,tsx}', '!./features/**/*.test.{ts,tsx}', '!./features/**/test-utils.{ts,tsx}'], { query: '?raw', import: 'default', eager: true });
const DOCS = Object.keys(import.meta.glob('../docs/*.md')).map((p) => p.replace('../docs/', '').replace(/\.md$/, ''));
const FOLDERS = [...new Set(Object.keys(SOURCES).map((p) => p.split('/')[2]))];
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

describe('front-end areas', () => {
  it.each(AREAS)('%s has a feature folder', (area) => {
    expect(FOLDERS).toContain(area);
  });

  it.each(AREAS)('%s has docs/<area>.md', (area) => {
    const has = DOCS.includes(area);
    // A pending area that gains its doc leaves DOC_PENDING, so the list only shrinks.
    expect(has).toBe(!DOC_PENDING.has(area));
  });

  it('every folder under src/features is a known area', () => {
    expect(FOLDERS.filter((f) => !(AREAS as readonly string[]).includes(f))).toEqual([]);
  });

  it(`no feature source file is over ${MAX_LINES} lines`, () => {
    const over = Object.entries(SOURCES)
      .map(([file, text]) => ({ file: file.replace('./', 'src/'), lines: text.replace(/\n$/, '').split('\n').length }))
      .filter((x) => x.lines > MAX_LINES)
      .map((x) => `${x.file}: ${x.lines}`);
    expect(over).toEqual([]);
  });
});
