/**
 * Number boundaries, deterministically: every integer or number field of every operation's body (nested objects and
 * array items included) set in turn to values that overflow a 32-bit column or reach the end of the safe range, sent
 * by company A's owner (every key) on top of the minimal valid body. The fuzzer meets these values only by chance.
 * Every answer must be below 500, a contract envelope, free of stack traces and driver errors, with no error logged.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, startTestServer, type TestServer } from '../testing/harness.ts';
import { loadContract } from '../lib/contract.ts';
import { exampleBody } from './schema-sample.ts';
import { prepareWorld, LEAK_PATTERN, type SecurityWorld } from './fixtures.ts';
import { withValueAt } from './ownership.ts';

const contract = await loadContract();
const VALUES = [2 ** 31, -(2 ** 31) - 1, 2 ** 32, Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER];

type Schema = Record<string, any>;
const typesOf = (s: Schema): string[] => (Array.isArray(s.type) ? s.type : s.type ? [s.type] : []);

/** Paths of every integer/number property ('[]' = each array item), through objects, arrays and one level of anyOf/oneOf. */
function numberPaths(s: Schema | null | undefined, base: string[] = [], depth = 0): string[][] {
  if (!s || typeof s !== 'object' || depth > 6) return [];
  const out: string[][] = [];
  for (const alt of [...(s.anyOf ?? []), ...(s.oneOf ?? []), ...(s.allOf ?? [])]) out.push(...numberPaths(alt, base, depth + 1));
  if (typesOf(s).includes('array') && s.items) out.push(...numberPaths(s.items, [...base, '[]'], depth + 1));
  for (const [name, ps] of Object.entries<Schema>(s.properties ?? {})) {
    const t = typesOf(ps);
    if (t.includes('integer') || t.includes('number')) out.push([...base, name]);
    else out.push(...numberPaths(ps, [...base, name], depth + 1));
  }
  const seen = new Set<string>();
  return out.filter((p) => !seen.has(p.join('.')) && seen.add(p.join('.')));
}

const errorLines = (logs: string[]) =>
  logs.filter((l) => {
    try {
      return JSON.parse(l).level >= 50;
    } catch {
      return false;
    }
  });

describe.each(DIALECTS)('number boundaries in every body field on %s', (dialect) => {
  let s: TestServer;
  let w: SecurityWorld;
  beforeAll(async () => {
    s = await startTestServer(dialect);
    w = await prepareWorld(s);
  });
  afterAll(async () => s?.close());
  afterEach(async () => {
    await w?.restore();
    expect(s.violations.slice(0, 3), JSON.stringify(s.violations.slice(0, 3), null, 2)).toEqual([]);
  });

  const jsonOps = contract.operations.filter((op) => !op.multipart && !op.isPublic && numberPaths(op.bodySchema).length > 0);

  it('finds number fields to push (orders, goods, evaluations...)', () => {
    expect(jsonOps.length).toBeGreaterThan(20);
    expect(numberPaths(contract.byId.get('orderShip')!.bodySchema).map((p) => p.join('.'))).toContain('orderId');
  });

  it.each(jsonOps.map((op) => [op.operationId, op] as const))('%s', async (_id, op) => {
    const body = exampleBody(contract.doc, op) ?? {};
    const token = await w.token('owner');
    const failures: string[] = [];
    for (const path of numberPaths(op.bodySchema)) {
      for (const v of VALUES) {
        const sent = withValueAt(body, path, v, false);
        const before = s.logs.length;
        const res = await s.app.inject({ method: 'POST', url: op.path, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, payload: JSON.stringify(sent) });
        const where = `${path.join('.')}=${v}`;
        let env: any = null;
        try {
          env = res.json();
        } catch {
          // reported below
        }
        if (res.statusCode >= 500) failures.push(`${where} → HTTP ${res.statusCode} ${res.body.slice(0, 200)}`);
        else if (!env || typeof env.code !== 'number') failures.push(`${where} → 非信封答复 ${res.body.slice(0, 200)}`);
        else if (LEAK_PATTERN.test(res.body)) failures.push(`${where} → 答复泄露内部信息 ${res.body.slice(0, 200)}`);
        const errs = errorLines(s.logs.slice(before));
        if (errs.length) failures.push(`${where} → 服务器记录了错误 ${errs[0]!.slice(0, 300)}`);
      }
      await w.settle();
    }
    expect(failures, `${op.operationId}:\n${failures.slice(0, 5).join('\n')}`).toEqual([]);
  });
});
