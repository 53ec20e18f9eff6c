import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseAst } from 'vite';
import { dropStyleFunctions, generateAntdCss } from './antd-static-css.ts';

const root = path.resolve(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? sourceFiles(p) : /\.tsx?$/.test(e.name) ? [p] : [];
  });
}

/** The antd components the app imports (`antd/es/<name>`), as the class prefix each one styles. */
function importedComponentClasses(): string[] {
  const names = new Set<string>();
  for (const f of sourceFiles(path.join(root, 'src'))) {
    for (const m of fs.readFileSync(f, 'utf8').matchAll(/from 'antd\/es\/([a-z-]+)'/g)) names.add(m[1]!);
  }
  const notStyled = new Set(['config-provider', 'theme', 'locale', '_util']);
  const cls: Record<string, string> = { 'date-picker': 'picker', 'time-picker': 'picker' };
  return [...names].filter((n) => !notStyled.has(n)).map((n) => `.ant-${cls[n] ?? n}`);
}

describe('generateAntdCss', () => {
  const css = generateAntdCss(root);

  it("puts antd's reset and component styles in cascade layers below the app's own CSS", () => {
    expect(css.startsWith('@layer antd-reset, antd;')).toBe(true);
    expect(css).toContain('@layer antd-reset {');
    expect(css).toContain('@layer antd {');
  });

  it('styles every antd component the app imports', () => {
    const classes = importedComponentClasses();
    expect(classes.length).toBeGreaterThan(20);
    const missing = classes.filter((c) => !new RegExp(`\\${c}[\\s.:{,\\[>-]`).test(css));
    expect(missing).toEqual([]);
  });

  it("uses spec §9's breakpoints, not antd's defaults", () => {
    for (const w of [640, 768, 1024, 1280, 1536]) expect(css).toContain(`(min-width: ${w}px)`);
    for (const w of [576, 992, 1200, 1600]) expect(css).not.toContain(`(min-width: ${w}px)`);
  });

  it("drops the build theme's variable blocks and keeps the component rules that set variables of their own", () => {
    expect(css).not.toMatch(/\.css-var-_/);
    expect(css).toMatch(/\.ant-btn-color-primary[^{]*\{[^}]*--ant-btn-/);
    expect(css).toContain('var(--ant-color-primary)');
  });

  it('has unhashed class names, matching the zero-runtime app whatever the build environment', () => {
    expect(css).not.toMatch(/:where\(\.css-/);
  });
});

describe('dropStyleFunctions', () => {
  const parse = (code: string) => parseAst(code) as unknown as Parameters<typeof dropStyleFunctions>[1];

  it("replaces the style function of antd's button style hook and keeps its token functions", () => {
    const file = path.join(root, 'node_modules/antd/es/button/style/index.js');
    const code = fs.readFileSync(file, 'utf8');
    const out = dropStyleFunctions(code, parse(code))!.toString();
    expect(out).toContain("genStyleHooks('Button', () => [], prepareComponentToken");
    expect(out).not.toContain('const buttonToken = prepareToken(token);');
    // Still valid JS.
    expect(() => parseAst(out)).not.toThrow();
  });

  it('handles every factory form and leaves other calls alone', () => {
    const code = [
      "const a = genStyleHooks('A', (t) => [gen(t)], tok);",
      "const b = genSubStyleComponent(['B', 'x'], function (t) { return [gen(t)]; }, tok);",
      "const c = genComponentStyleHook('C', styleC);",
      "const d = somethingElse('D', (t) => [gen(t)]);",
    ].join('\n');
    const out = dropStyleFunctions(code, parse(code))!.toString();
    expect(out).toContain("genStyleHooks('A', () => [], tok)");
    expect(out).toContain("genSubStyleComponent(['B', 'x'], () => [], tok)");
    expect(out).toContain("genComponentStyleHook('C', () => [])");
    expect(out).toContain("somethingElse('D', (t) => [gen(t)])");
  });

  it('returns null for a module without a style hook', () => {
    const code = 'export const x = 1;';
    expect(dropStyleFunctions(code, parse(code))).toBeNull();
  });
});
