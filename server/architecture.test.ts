import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { AREA_NAMES } from './platform/area.ts';
import { AREAS } from './modules/index.ts';
import { migrate, openDb } from './db/index.ts';
import { sql } from 'kysely';
import os from 'node:os';

/**
 * The rules that hold the server's shape (docs/architecture.md): one module per agreed area, each with a manifest in
 * AREAS; an area reaches another only through its face (server/modules/<area>/index.ts); no cycle between areas;
 * every table has one owner. Imports are read with the TypeScript parser (static, re-exports and dynamic `import()`);
 * type-only imports count for the face rule but not for cycles (they vanish at run time).
 */
const ROOT = path.resolve(import.meta.dirname, 'modules');
const isTest = (f: string) => /(\.test|testing)\.ts$/.test(f);

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? filesUnder(p) : e.name.endsWith('.ts') ? [p] : [];
  });
}

interface Edge {
  from: string;
  fromArea: string;
  toArea: string;
  /** The path inside the target area ('index.ts' for its face). */
  toPath: string;
  typeOnly: boolean;
}

function importsOf(file: string): Array<{ spec: string; typeOnly: boolean }> {
  const sf = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const out: Array<{ spec: string; typeOnly: boolean }> = [];
  const visit = (n: ts.Node) => {
    if ((ts.isImportDeclaration(n) || ts.isExportDeclaration(n)) && n.moduleSpecifier && ts.isStringLiteral(n.moduleSpecifier)) {
      const typeOnly = ts.isImportDeclaration(n) ? !!n.importClause?.isTypeOnly : n.isTypeOnly;
      out.push({ spec: n.moduleSpecifier.text, typeOnly });
    } else if (ts.isCallExpression(n) && n.expression.kind === ts.SyntaxKind.ImportKeyword && n.arguments[0] && ts.isStringLiteral(n.arguments[0])) {
      out.push({ spec: n.arguments[0].text, typeOnly: false });
    } else if (ts.isImportTypeNode(n) && ts.isLiteralTypeNode(n.argument) && ts.isStringLiteral(n.argument.literal)) {
      out.push({ spec: n.argument.literal.text, typeOnly: true });
    }
    ts.forEachChild(n, visit);
  };
  visit(sf);
  return out;
}

/** Imports from one area into another, from the areas' own (non-test) code. */
function crossAreaEdges(): Edge[] {
  const edges: Edge[] = [];
  for (const file of filesUnder(ROOT)) {
    const rel = path.relative(ROOT, file).split(path.sep);
    if (rel.length < 2 || isTest(file)) continue;
    const fromArea = rel[0]!;
    for (const { spec, typeOnly } of importsOf(file)) {
      if (!spec.startsWith('.')) continue;
      const target = path.relative(ROOT, path.resolve(path.dirname(file), spec)).split(path.sep);
      if (target[0] === '..' || target.length < 2 || target[0] === fromArea) continue;
      edges.push({ from: path.relative(ROOT, file), fromArea, toArea: target[0]!, toPath: target.slice(1).join('/'), typeOnly });
    }
  }
  return edges;
}

/** Strongly connected groups of more than one area (Tarjan). */
function cycles(graph: Map<string, Set<string>>): string[][] {
  let index = 0;
  const idx = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const on = new Set<string>();
  const out: string[][] = [];
  const strong = (v: string) => {
    idx.set(v, index);
    low.set(v, index++);
    stack.push(v);
    on.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!idx.has(w)) {
        strong(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (on.has(w)) low.set(v, Math.min(low.get(v)!, idx.get(w)!));
    }
    if (low.get(v) === idx.get(v)) {
      const group: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        on.delete(w);
        group.push(w);
      } while (w !== v);
      if (group.length > 1) out.push(group.sort());
    }
  };
  for (const v of graph.keys()) if (!idx.has(v)) strong(v);
  return out.sort();
}

/**
 * Area pairs that still import each other, each to be broken by moving the shared piece down or inverting the call
 * (see the lead's note on issue 31). The list may only shrink: a new cycle, or a longer one, fails.
 */
const KNOWN_CYCLES: string[][] = [['activity', 'after-sale', 'finance', 'order']];

describe('server architecture', () => {
  const edges = crossAreaEdges();

  it('has one module with a manifest in AREAS for every agreed area, and no other module', () => {
    const dirs = fs.readdirSync(ROOT, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name).sort();
    expect(dirs).toEqual([...AREA_NAMES].sort());
    expect(AREAS.map((a) => a.name).sort()).toEqual([...AREA_NAMES].sort());
    for (const name of AREA_NAMES) {
      expect(fs.existsSync(path.join(ROOT, name, 'index.ts')), `${name}/index.ts (the public face)`).toBe(true);
      expect(fs.existsSync(path.join(ROOT, name, 'area.ts')), `${name}/area.ts (the manifest)`).toBe(true);
    }
  });

  it('reaches another area only through its face (index.ts)', () => {
    const deep = edges.filter((e) => e.toPath !== 'index.ts').map((e) => `${e.from} -> ${e.toArea}/${e.toPath}`);
    expect(deep).toEqual([]);
  });

  it('has no import cycle between areas beyond the known ones', () => {
    const graph = new Map<string, Set<string>>(AREA_NAMES.map((a) => [a, new Set<string>()]));
    for (const e of edges) if (!e.typeOnly) graph.get(e.fromArea)?.add(e.toArea);
    expect(cycles(graph)).toEqual(KNOWN_CYCLES);
  });

  it('gives every table of the database exactly one owner: an area manifest or the platform', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'xm-arch-'));
    const h = openDb({ databaseUrl: null, dataDir: dir });
    try {
      await migrate(h);
      const rows = await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like 'kysely_%'`.execute(h.db);
      const platform = ['job', 'platform_clock', 'track_event', 'upload_file', 'event', 'session', 'sms_code', 'sms_outbox', 'audit_log'];
      const owners = new Map<string, string[]>();
      for (const t of platform) owners.set(t, ['platform']);
      for (const a of AREAS) for (const t of a.tables) owners.set(t, [...(owners.get(t) ?? []), a.name]);
      const problems = rows.rows.map((r) => r.name).filter((t) => owners.get(t)?.length !== 1).map((t) => `${t}: ${owners.get(t)?.join(', ') ?? '无主'}`);
      expect(problems).toEqual([]);
      const unknown = [...owners.keys()].filter((t) => !rows.rows.some((r) => r.name === t));
      expect(unknown).toEqual([]);
    } finally {
      await h.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
