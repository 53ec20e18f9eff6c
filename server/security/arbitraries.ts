/**
 * fast-check arbitraries derived from an operation's JSON schema, plus garbage, for contract fuzzing.
 *
 *   validish(schema)   values shaped by the schema (types, enums, lengths, patterns), usually valid
 *   fuzzInput(op)      what a hostile or broken client may send: validish bodies, the same with one field replaced by
 *                      a wrong type / huge string / odd unicode, extra fields (also __proto__ and constructor),
 *                      non-objects, raw malformed JSON, wrong content types
 */
import fc from 'fast-check';
import type { Operation } from '../lib/contract.ts';
import { encodeMultipart, isBinary, TINY_PNG, type MultipartFields } from './multipart.ts';

type Schema = Record<string, any>;

export interface FuzzInput {
  kind: string;
  /** JSON body (serialized by the harness) or a raw payload. */
  body?: unknown;
  raw?: string | Buffer;
  contentType?: string;
}

const weirdString = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 30 }), // lone surrogates, control characters
  fc.constantFrom('', ' ', '\u0000', 'a\u0000b', '\u202e反转', '😀👍🏽', '<script>alert(1)</script>', "' OR 1=1 --", '../../etc/passwd', '%00', '${7*7}', '\r\n\t', 'null', 'undefined', 'NaN', '__proto__'),
  fc.integer({ min: 1000, max: 70_000 }).map((n) => 'x'.repeat(n)),
);

const weirdNumber = fc.oneof(
  fc.integer(),
  fc.constantFrom(0, -1, 2 ** 31, -(2 ** 31) - 1, 2 ** 53, Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER, 1e21, 1e308, -1e308, 0.5, -0.0001),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Any JSON value, biased towards the troublesome. */
export const garbage: fc.Arbitrary<unknown> = fc.oneof(
  weirdString,
  weirdNumber,
  fc.boolean(),
  fc.constant(null),
  fc.jsonValue({ maxDepth: 3 }),
  fc.array(fc.oneof(weirdString, weirdNumber), { maxLength: 5 }),
  fc.dictionary(weirdString, fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }),
);

function types(s: Schema): string[] {
  if (Array.isArray(s.type)) return s.type;
  if (typeof s.type === 'string') return [s.type];
  if (s.properties) return ['object'];
  if (s.items) return ['array'];
  return [];
}

function stringArb(s: Schema): fc.Arbitrary<string> {
  if (s.format === 'uri' || s.format === 'url') return fc.webUrl();
  const min = s.minLength ?? 0;
  const max = Math.min(s.maxLength ?? 40, 200);
  if (s.pattern) {
    const full = new RegExp(s.pattern, 'u');
    // fast-check cannot generate lookarounds: generate from the pattern without them, keep what the real one accepts.
    const candidates = [s.pattern, s.pattern.replace(/\(\?<?[=!](?:[^()\\]|\\.|\([^()]*\))*\)/g, '')];
    for (const p of candidates) {
      try {
        const arb = fc.stringMatching(new RegExp(p)).filter((v) => v.length <= max && v.length >= min && full.test(v));
        fc.sample(arb, { numRuns: 3, seed: 1 }); // throws when it cannot produce values
        return arb;
      } catch {
        // next candidate
      }
    }
  }
  const plain = fc.string({ unit: 'grapheme', minLength: min, maxLength: Math.max(min, max) });
  const size = (v: string) => v.length >= min && v.length <= max;
  return fc.oneof(
    { weight: 4, arbitrary: plain },
    // Still the right type and length, but with what databases choke on: NUL, lone surrogates, control characters.
    { weight: 1, arbitrary: plain.map((v) => `${v.slice(0, 1)}\u0000${v.slice(1)}`.slice(0, Math.max(max, 2))).filter(size) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', minLength: min, maxLength: Math.max(min, Math.min(max, 40)) }).filter(size) },
  );
}

/** Values shaped by a schema (usually valid: patterns, enums, bounds respected as far as fast-check can). */
export function validish(s: Schema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!s || depth > 6) return fc.constant(null);
  if ('const' in s) return fc.constant(s.const);
  if (Array.isArray(s.enum)) return fc.constantFrom(...s.enum);
  if (s.oneOf || s.anyOf) return fc.oneof(...(s.oneOf ?? s.anyOf).map((x: Schema) => validish(x, depth + 1)));
  if (s.allOf) return fc.tuple(...s.allOf.map((x: Schema) => validish(x, depth + 1))).map((parts) => Object.assign({}, ...(parts as object[])));
  const ts = types(s);
  const arbs = ts.map((t): fc.Arbitrary<unknown> => {
    switch (t) {
      case 'object': {
        const props: Record<string, fc.Arbitrary<unknown>> = {};
        for (const [k, ps] of Object.entries<Schema>(s.properties ?? {})) props[k] = validish(ps, depth + 1);
        return fc.record(props, { requiredKeys: (s.required ?? []).filter((k: string) => k in props) });
      }
      case 'array':
        return fc.array(validish(s.items, depth + 1), { minLength: s.minItems ?? 0, maxLength: Math.min(s.maxItems ?? 5, 5) });
      case 'string':
        return stringArb(s);
      case 'integer': {
        const min = s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : -1_000_000);
        const max = s.maximum ?? (s.exclusiveMaximum !== undefined ? s.exclusiveMaximum - 1 : 2 ** 40);
        return fc.integer({ min: Math.max(min, Number.MIN_SAFE_INTEGER), max: Math.min(max, Number.MAX_SAFE_INTEGER) });
      }
      case 'number':
        return fc.double({ min: s.minimum ?? -1e9, max: s.maximum ?? 1e9, noNaN: true });
      case 'boolean':
        return fc.boolean();
      case 'null':
        return fc.constant(null);
      default:
        return fc.jsonValue({ maxDepth: 2 });
    }
  });
  return arbs.length ? fc.oneof(...arbs) : fc.jsonValue({ maxDepth: 2 });
}

/** Every property path of an object-shaped value (for replacing one field with garbage). */
function paths(v: unknown, base: (string | number)[] = []): (string | number)[][] {
  if (v === null || typeof v !== 'object') return base.length ? [base] : [];
  const entries: [string | number, unknown][] = Array.isArray(v) ? v.map((x, i) => [i, x]) : Object.entries(v);
  const out: (string | number)[][] = base.length ? [base] : [];
  for (const [k, x] of entries) out.push(...paths(x, [...base, k]));
  return out;
}

function replaceAt(v: unknown, path: (string | number)[], value: unknown): unknown {
  if (path.length === 0) return value;
  const copy: any = Array.isArray(v) ? [...v] : { ...(v as object) };
  copy[path[0]!] = replaceAt(copy[path[0]!], path.slice(1), value);
  return copy;
}

/** Adds unknown fields to every object inside a value. */
export function withExtraFields(v: unknown, extra: Record<string, unknown>): unknown {
  if (Array.isArray(v)) return v.map((x) => withExtraFields(x, extra));
  if (v === null || typeof v !== 'object') return v;
  const out: Record<string, unknown> = {};
  for (const [k, x] of Object.entries(v)) out[k] = withExtraFields(x, extra);
  return { ...out, ...extra };
}

/** `example`: a valid body (schema-sample.ts), mixed in so that complex schemas still reach the handler. */
/** Uploads: well-formed multipart with odd files and fields, fields where files belong, broken multipart streams. */
function multipartInput(op: Operation): fc.Arbitrary<FuzzInput> {
  const schema = op.bodySchema ?? { properties: {} };
  const file = fc.oneof(
    fc.constant({ filename: 'a.png', contentType: 'image/png', data: TINY_PNG }),
    fc.tuple(weirdString, fc.constantFrom('image/png', 'image/jpeg', 'application/pdf', 'text/html', 'application/x-msdownload', ''), fc.uint8Array({ maxLength: 3000 })).map(([filename, contentType, bytes]) => ({ filename: filename.slice(0, 200) || 'x', contentType, data: Buffer.from(bytes) })),
    fc.uint8Array({ maxLength: 200 }).map((b) => ({ filename: '../../etc/passwd.png', contentType: 'image/png', data: Buffer.concat([TINY_PNG.subarray(0, 16), Buffer.from(b)]) })),
  );
  const props: Record<string, fc.Arbitrary<string | { filename: string; contentType: string; data: Buffer }>> = {};
  for (const [k, ps] of Object.entries<Schema>(schema.properties ?? {})) {
    props[k] = isBinary(ps) ? fc.oneof({ weight: 3, arbitrary: file }, { weight: 1, arbitrary: weirdString }) : fc.oneof(validish(ps).map((v) => (typeof v === 'string' ? v : JSON.stringify(v) ?? '')), weirdString);
  }
  const fields = fc.tuple(fc.record(props, { requiredKeys: [] }), fc.dictionary(fc.string({ minLength: 1, maxLength: 10 }), weirdString, { maxKeys: 2 })).map(([a, b]) => ({ ...b, ...a }) as MultipartFields);
  return fc.oneof(
    { weight: 5, arbitrary: fields.map((f) => ({ kind: 'multipart', ...encoded(f) })) },
    { weight: 2, arbitrary: fc.tuple(fields, fc.nat()).map(([f, n]) => { const e = encoded(f); return { kind: '截断的 multipart', raw: (e.raw as Buffer).subarray(0, n % Math.max(1, (e.raw as Buffer).length)), contentType: e.contentType }; }) },
    { weight: 1, arbitrary: fields.map((f) => ({ kind: '缺少 boundary', raw: encoded(f).raw, contentType: 'multipart/form-data' })) },
    { weight: 1, arbitrary: garbage.map((body) => ({ kind: 'JSON 而非 multipart', body })) },
  );
}

function encoded(f: MultipartFields): { raw: Buffer; contentType: string } {
  const { payload, contentType } = encodeMultipart(f);
  return { raw: payload, contentType };
}

/**
 * `variants`: more valid bodies (the example naming real rows of the companies: orders, goods, evaluations...), so
 * that fuzzed fields reach the handlers' business paths and not only their "not found" answers.
 */
export function fuzzInput(op: Operation, example?: unknown, variants: unknown[] = []): fc.Arbitrary<FuzzInput> {
  if (op.multipart) return multipartInput(op);
  const fromSchema = validish(op.bodySchema ?? { type: 'object' });
  const known = [...(example === undefined ? [] : [example]), ...variants];
  const shaped = known.length === 0 ? fromSchema : fc.oneof({ weight: 1, arbitrary: fromSchema }, { weight: 1, arbitrary: fc.constantFrom(...known) });
  const extraKeys = fc.dictionary(fc.oneof(fc.string({ minLength: 1, maxLength: 12 }), fc.constantFrom('__proto__', 'constructor', 'prototype', 'companyId', 'userId', 'isOwner', 'id')), garbage, { minKeys: 1, maxKeys: 3 });
  return fc.oneof(
    { weight: 4, arbitrary: shaped.map((body) => ({ kind: '按 schema 生成', body })) },
    {
      weight: 4,
      arbitrary: shaped.chain((body) => {
        const ps = paths(body);
        if (ps.length === 0) return garbage.map((g) => ({ kind: '错误类型', body: g }));
        return fc.tuple(fc.constantFrom(...ps), garbage).map(([p, g]) => ({ kind: `字段 ${p.join('.')} 换成垃圾值`, body: replaceAt(body, p, g) }));
      }),
    },
    { weight: 2, arbitrary: fc.tuple(shaped, extraKeys).map(([body, extra]) => ({ kind: '多余字段', body: withExtraFields(body, extra) })) },
    { weight: 2, arbitrary: garbage.map((body) => ({ kind: '非对象/任意 JSON', body })) },
    {
      weight: 2,
      arbitrary: fc.oneof(
        fc.string({ maxLength: 60 }),
        fc.constantFrom('{', '{"a":', '[1,2', '{"phone":"13800000001",}', 'undefined', "{'a':1}", '\u0000', '{"__proto__":{"polluted":1}}', 'NaN', '1e99999', '"' + 'a'.repeat(5000)),
        shaped.map((b) => JSON.stringify(b) ?? '').map((t) => t.slice(0, Math.max(0, t.length - 1))),
      ).map((raw) => ({ kind: '畸形 JSON', raw })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom('text/plain', 'application/xml', 'application/x-www-form-urlencoded', 'multipart/form-data', 'application/json; charset=latin1', 'text/html'), shaped)
        .map(([contentType, body]) => ({ kind: `内容类型 ${contentType}`, raw: JSON.stringify(body) ?? '', contentType })),
    },
  );
}

/** An integer field of a request body: where it is ('[]' = each array item) and the contract's bounds. */
export interface IntegerField {
  path: string[];
  minimum?: number;
  maximum?: number;
}

/**
 * Every integer property of a (dereferenced) request schema, through objects, arrays and anyOf/oneOf/allOf, with its
 * minimum and maximum (undefined when the contract gives none: the contract gate forbids that for requests).
 */
export function integerFields(s: any, base: string[] = [], depth = 0): IntegerField[] {
  if (!s || typeof s !== 'object' || depth > 6) return [];
  const types = (x: any): string[] => (Array.isArray(x.type) ? x.type : x.type ? [x.type] : []);
  const out: IntegerField[] = [];
  for (const alt of [...(s.anyOf ?? []), ...(s.oneOf ?? []), ...(s.allOf ?? [])]) out.push(...integerFields(alt, base, depth + 1));
  if (types(s).includes('array') && s.items) out.push(...integerFields(s.items, [...base, '[]'], depth + 1));
  for (const [name, ps] of Object.entries<any>(s.properties ?? {})) {
    if (types(ps).includes('integer')) out.push({ path: [...base, name], minimum: ps.minimum, maximum: ps.maximum });
    else if (types(ps).includes('array') && ps.items && types(ps.items).includes('integer')) {
      out.push({ path: [...base, name, '[]'], minimum: ps.items.minimum, maximum: ps.items.maximum });
    } else out.push(...integerFields(ps, [...base, name], depth + 1));
  }
  const seen = new Set<string>();
  return out.filter((f) => !seen.has(f.path.join('.')) && seen.add(f.path.join('.')));
}

/** Values at each bound and one beyond it: the first two are inside the contract, the last two outside. */
export function boundValues(f: IntegerField): { inside: number[]; outside: number[] } {
  return {
    inside: [f.minimum, f.maximum].filter((v): v is number => v !== undefined),
    outside: [f.minimum !== undefined ? f.minimum - 1 : undefined, f.maximum !== undefined ? f.maximum + 1 : undefined].filter(
      (v): v is number => v !== undefined && Number.isSafeInteger(v),
    ),
  };
}
