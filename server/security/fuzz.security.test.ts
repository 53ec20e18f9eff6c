/**
 * Contract fuzzing of every operation in openapi/ (fast-check; FUZZ_RUNS cases each, 200 by default and in CI):
 * bodies shaped by the operation's JSON schema or naming real rows of both companies (orders, goods, evaluations), the same with a field replaced by garbage (wrong types, huge
 * strings, odd unicode), extra fields, non-objects, malformed JSON and wrong content types, sent by a logged-in owner
 * (every key) so they reach validation and the handler. Every answer must be:
 *   - below 500, JSON, an envelope that validates against the contract (success envelope for code 1, ErrorEnvelope else);
 *   - free of stack traces, source paths and driver errors;
 * and the server must log no error while answering. Unknown fields are handled as the contract says: ignored
 * (info.description), unless a schema says additionalProperties: false — compared on twin servers, call for call.
 * A failure prints the seed (FUZZ_SEED=… reproduces it) and the input.
 */
import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, startTestServer, type TestServer } from '../testing/harness.ts';
import { loadContract, type Operation } from '../lib/contract.ts';
import { boundValues, fuzzInput, integerFields, withExtraFields, type FuzzInput } from './arbitraries.ts';
import { exampleBody } from './schema-sample.ts';
import { prepareWorld, LEAK_PATTERN, type SecurityWorld } from './fixtures.ts';
import { idFieldsOf, isUnownedIdField, ownedIdFor, tableForIdField, withValueAt } from './ownership.ts';

const contract = await loadContract();
const RUNS = Number(process.env.FUZZ_RUNS || 200);
const SEED = Number(process.env.FUZZ_SEED || Date.now() % 2 ** 31);
const PARALLEL = 16;

function errorLines(logs: string[]): string[] {
  return logs.filter((l) => {
    try {
      return JSON.parse(l).level >= 50;
    } catch {
      return false;
    }
  });
}

async function send(s: TestServer, op: Operation, input: FuzzInput, token: string | null) {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  let payload: string | Buffer | undefined;
  if (input.raw !== undefined) payload = input.raw;
  else if (input.body !== undefined) payload = JSON.stringify(input.body);
  if (payload !== undefined) headers['content-type'] = input.contentType ?? 'application/json';
  return s.app.inject({ method: 'POST', url: op.path, headers, payload });
}

describe.each(DIALECTS)('contract fuzzing on %s', (dialect) => {
  let s: TestServer;
  let w: SecurityWorld;
  beforeAll(async () => {
    // Generous limits: the fuzzer logs in with random phones and asks for SMS codes many times.
    s = await startTestServer(dialect, { loginFailPerAccountHour: 1_000_000, loginFailPerIpHour: 1_000_000, smsPerIpHour: 1_000_000 });
    w = await prepareWorld(s);
  });
  afterAll(async () => s?.close());
  afterEach(async () => {
    await w?.settle();
    await w?.restore();
    expect(s.violations.slice(0, 3), JSON.stringify(s.violations.slice(0, 3), null, 2)).toEqual([]);
  });

  /** The example body with each id field naming a real row: company A's (the caller's) and company C's. */
  async function realIdBodies(op: Operation, example: unknown): Promise<unknown[]> {
    if (example === undefined || op.multipart) return [];
    const out: unknown[] = [];
    for (const f of idFieldsOf(op.bodySchema)) {
      if (isUnownedIdField(f.name, op.operationId)) continue;
      const table = await tableForIdField(s.handle.db, f.name, op.operationId);
      if (!table) continue;
      for (const company of [w.companyA, w.companyC]) {
        const target = await w.targetId(table, op.operationId, f.name, company, new Set());
        const id = target === undefined ? await ownedIdFor(s.handle.db, f.name, company, op.operationId) : target;
        if (id !== null) out.push(withValueAt(example, f.path, id, f.isArray));
      }
    }
    return out;
  }

  it.each(contract.operations.map((op) => [op.operationId, op] as const))(`%s survives ${RUNS} hostile requests`, async (_id, op) => {
    const seed = SEED + op.operationId.length * 7919;
    const example = exampleBody(contract.doc, op);
    const inputs = fc.sample(fuzzInput(op, example, await realIdBodies(op, example)), { numRuns: RUNS, seed });
    // The fuzzer must reach the handlers, not only the validator: a good share of bodies are valid.
    const valid = inputs.filter((x) => x.raw === undefined && x.contentType === undefined && op.validateBody?.(x.body)).length;
    if (op.validateBody) expect(valid, `${op.operationId}：${RUNS} 个输入中合法请求体太少`).toBeGreaterThanOrEqual(RUNS * 0.05);
    const logsBefore = s.logs.length;
    const failures: string[] = [];
    for (let i = 0; i < inputs.length; i += PARALLEL) {
      await Promise.all(
        inputs.slice(i, i + PARALLEL).map(async (input, j) => {
          const token = op.isPublic ? null : await w.token('owner');
          const res = await send(s, op, input, token);
          const shown = input.raw === undefined ? (JSON.stringify(input.body) ?? 'undefined') : String(input.raw);
          const show = () => `#${i + j} ${input.kind}: ${shown.slice(0, 300)} → ${res.statusCode} ${res.body.slice(0, 300)}`;
          if (res.statusCode >= 500) return void failures.push(`5xx ${show()}`);
          let env: any;
          try {
            env = JSON.parse(res.body);
          } catch {
            return void failures.push(`非 JSON ${show()}`);
          }
          const v = env?.code === 1 ? op.validateSuccess : contract.validateError;
          if (!v(env)) failures.push(`信封不符合契约 ${JSON.stringify(v.errors?.[0])} ${show()}`);
          if (LEAK_PATTERN.test(res.body)) failures.push(`答复泄露内部信息 ${show()}`);
        }),
      );
    }
    // Writes that happen after the answer (the tracking buffer) have landed before the logs are read.
    await s.app.deps.track.flush();
    const errors = errorLines(s.logs.slice(logsBefore));
    expect(failures, `FUZZ_SEED=${SEED} ${op.operationId}:\n${failures.slice(0, 5).join('\n')}`).toEqual([]);
    expect(errors.map((l) => l.slice(0, 600)), `FUZZ_SEED=${SEED} ${op.operationId}：服务器记录了错误`).toEqual([]);
  });

  it(`answers ${RUNS} forged Authorization headers with 1001/1003, never more`, async () => {
    const op = contract.byId.get('userInfo')!;
    const headers = fc.sample(
      fc.oneof(
        fc.string({ maxLength: 300 }).map((t) => `Bearer ${t}`),
        fc.string({ unit: 'binary', maxLength: 60 }),
        fc.constantFrom('Bearer', 'Bearer ', 'bearer  x', 'Basic YWRtaW46YWRtaW4=', 'Bearer ' + 'A'.repeat(10_000), "Bearer ' OR '1'='1"),
      ),
      { numRuns: RUNS, seed: SEED },
    );
    for (const h of headers) {
      let res;
      try {
        res = await s.app.inject({ method: 'POST', url: op.path, headers: { authorization: h } });
      } catch {
        continue; // a header value Node itself refuses to send (control characters) never reaches a server
      }
      expect(res.statusCode, h).toBeLessThan(500);
      expect([1001, 1003], h.slice(0, 80)).toContain(res.json().code);
    }
  });
});

/** Whether any object schema inside refuses unknown properties. */
function refusesExtras(schema: any, seen = new Set<any>()): boolean {
  if (!schema || typeof schema !== 'object' || seen.has(schema)) return false;
  seen.add(schema);
  if (schema.additionalProperties === false || schema.unevaluatedProperties === false) return true;
  return Object.values(schema).some((v) => refusesExtras(v, seen));
}

describe.each(DIALECTS)('unknown fields on %s', (dialect) => {
  let plain: TestServer;
  let extra: TestServer;
  beforeAll(async () => {
    [plain, extra] = await Promise.all([startTestServer(dialect), startTestServer(dialect)]);
  });
  afterAll(async () => {
    await Promise.all([plain?.close(), extra?.close()]);
  });

  it('are handled as the contract says: ignored, or refused where a schema has additionalProperties: false', async () => {
    const [wp, we] = [await prepareWorld(plain), await prepareWorld(extra)];
    const EXTRA = { xmUnknownField: '多余字段', another_one: 42 };
    let compared = 0;
    // Same calls in the same order on twin servers: the only difference is the unknown fields.
    for (const op of contract.operations) {
      const body = exampleBody(contract.doc, op);
      if (body === undefined) continue;
      const a = await plain.call(op.path, body, op.isPublic ? {} : { token: await wp.token('owner') });
      const b = await extra.call(op.path, withExtraFields(body, EXTRA), op.isPublic ? {} : { token: await we.token('owner') });
      if (refusesExtras(op.bodySchema)) {
        expect(b.code, `${op.operationId} 契约不允许多余字段`).toBe(0);
      } else {
        const norm = (r: { code: number; msg: string }) => ({ code: r.code, msg: r.msg.replace(/\d+/g, 'N') });
        expect(norm(b), `${op.operationId} 多余字段应被忽略`).toEqual(norm(a));
      }
      compared++;
    }
    expect(compared).toBeGreaterThan(10);
    expect(plain.violations).toEqual([]);
    expect(extra.violations).toEqual([]);
  });
});

/**
 * The contract's integer bounds, value by value: every integer of every request body (nested and array items
 * included) set in turn, on top of the operation's example body, to its minimum and maximum (inside the contract: the
 * validator lets them through to the handler) and to one below the minimum and one above the maximum (outside: the
 * validator refuses them with code 0 and a Chinese message). Never a 5xx, always a contract envelope, no error logged.
 */
describe.each(DIALECTS)('integer bounds of the contract on %s', (dialect) => {
  let s: TestServer;
  let w: SecurityWorld;
  beforeAll(async () => {
    s = await startTestServer(dialect, { loginFailPerAccountHour: 1_000_000, loginFailPerIpHour: 1_000_000, smsPerIpHour: 1_000_000 });
    w = await prepareWorld(s);
  });
  afterAll(async () => s?.close());
  afterEach(async () => {
    await w?.settle();
    await w?.restore();
    expect(s.violations.slice(0, 3), JSON.stringify(s.violations.slice(0, 3), null, 2)).toEqual([]);
  });

  const ops = contract.operations.filter((op) => !op.multipart && integerFields(op.bodySchema).length > 0);

  it('every request integer has a minimum and a maximum', () => {
    const unbounded = ops.flatMap((op) =>
      integerFields(op.bodySchema)
        .filter((f) => f.minimum === undefined || f.maximum === undefined)
        .map((f) => `${op.operationId}.${f.path.join('.')}`),
    );
    expect(ops.length).toBeGreaterThan(30);
    expect(unbounded).toEqual([]);
  });

  it.each(ops.map((op) => [op.operationId, op] as const))('%s: at and beyond each bound', async (_id, op) => {
    const body = exampleBody(contract.doc, op) ?? {};
    const failures: string[] = [];
    for (const f of integerFields(op.bodySchema)) {
      const { inside, outside } = boundValues(f);
      for (const v of [...inside, ...outside]) {
        const token = op.isPublic ? null : await w.token('owner');
        const before = s.logs.length;
        // A list of integers (path ending in '[]') gets a one-item list; '[]' inside the path walks each item.
        const listOfInts = f.path.at(-1) === '[]';
        const sent = withValueAt(body, listOfInts ? f.path.slice(0, -1) : f.path, v, listOfInts);
        const res = await send(s, op, { kind: 'bound', body: sent }, token);
        const where = `${f.path.join('.')}=${v}`;
        let env: any = null;
        try {
          env = JSON.parse(res.body);
        } catch {
          // reported below
        }
        if (res.statusCode >= 500) failures.push(`${where} → HTTP ${res.statusCode} ${res.body.slice(0, 200)}`);
        else if (!env || typeof env.code !== 'number') failures.push(`${where} → 非信封答复 ${res.body.slice(0, 200)}`);
        else {
          const v2 = env.code === 1 ? op.validateSuccess : contract.validateError;
          if (!v2(env)) failures.push(`${where} → 信封不符合契约 ${JSON.stringify(v2.errors?.[0])}`);
          if (outside.includes(v) && env.code === 1) failures.push(`${where} → 超出契约的值被接受`);
          if (env.code !== 1 && !/[\u4e00-\u9fa5]/.test(env.msg ?? '')) failures.push(`${where} → 错误提示不是中文：${env.msg}`);
        }
        if (LEAK_PATTERN.test(res.body)) failures.push(`${where} → 答复泄露内部信息 ${res.body.slice(0, 200)}`);
        const errs = errorLines(s.logs.slice(before));
        if (errs.length) failures.push(`${where} → 服务器记录了错误 ${errs[0]!.slice(0, 300)}`);
      }
      await w.settle();
    }
    expect(failures, `${op.operationId}:\n${failures.slice(0, 5).join('\n')}`).toEqual([]);
  });
});
