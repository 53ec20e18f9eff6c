#!/usr/bin/env node
/**
 * Writes src/api/limits.gen.ts: the limits the contract sets on what the client sends (maxLength, minLength, maximum,
 * minimum, maxItems of every field of every request body and query parameter), so form rules and search validators
 * read them instead of typing the numbers again. Run by `npm run api:gen` after orval; the freshness check of
 * `npm test` compares the committed file with a fresh run like the rest of src/api/gen.
 *
 * Keys: the request schema's name (as orval names the model, e.g. `SePostSaveBody`), or `<operationId>Params` for
 * query parameters; inside, the field's path: `name`, `rules[].firstUnit` (inside array items), `questions[]` (the
 * items themselves), `owner.phone` (inside an inline object). A schema a request body reaches through `$ref` gets
 * its own entry under its name.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

/** The contract: the bundled file once the contract is split (openapi/bundled/openapi.yaml), else the single file. */
const CONTRACT_CANDIDATES = ['openapi/bundled/openapi.yaml', 'openapi/openapi.yaml'];
const OUT = 'src/api/limits.gen.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const contract = CONTRACT_CANDIDATES.find((p) => existsSync(path.join(ROOT, p)));
if (!contract) throw new Error(`gen-limits: no contract at ${CONTRACT_CANDIDATES.join(' or ')}`);
const doc = parse(readFileSync(path.join(ROOT, contract), 'utf8'));

const KEYS = ['maxLength', 'minLength', 'maximum', 'minimum', 'maxItems'];
const schemas = doc.components?.schemas ?? {};

function deref(ref) {
  // '#/components/schemas/Name' (or any local pointer)
  const parts = ref.replace(/^#\//, '').split('/').map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
  let node = doc;
  for (const p of parts) node = node?.[p];
  if (!node) throw new Error(`gen-limits: unresolved ${ref}`);
  return node;
}
const refName = (ref) => (ref.startsWith('#/components/schemas/') ? ref.slice('#/components/schemas/'.length) : null);

/** Collected entries: schema name -> field path -> limits. */
const out = new Map();
const queued = new Set();
const queue = [];
function enqueue(name) {
  if (queued.has(name)) return;
  queued.add(name);
  queue.push(name);
}

function limitsOf(s) {
  const l = {};
  for (const k of KEYS) if (typeof s[k] === 'number') l[k] = s[k];
  return l;
}

/** Walks one schema, adding the limits of each field under `prefix` to `fields`. */
function walk(s, prefix, fields, seen = new Set()) {
  if (!s || typeof s !== 'object') return;
  if (s.$ref) {
    const name = refName(s.$ref);
    if (name && prefix !== '') {
      enqueue(name); // a named schema gets its own entry
      return;
    }
    if (seen.has(s.$ref)) return;
    return walk(deref(s.$ref), prefix, fields, new Set([...seen, s.$ref]));
  }
  for (const part of [...(s.allOf ?? []), ...(s.oneOf ?? []), ...(s.anyOf ?? [])]) walk(part, prefix, fields, seen);
  if (prefix !== '') {
    const l = limitsOf(s);
    if (Object.keys(l).length) fields[prefix] = { ...(fields[prefix] ?? {}), ...l };
  }
  for (const [k, v] of Object.entries(s.properties ?? {})) walk(v, prefix ? `${prefix}.${k}` : k, fields, seen);
  if (s.items) walk(s.items, `${prefix}[]`, fields, seen);
}

const pascal = (id) => id.charAt(0).toUpperCase() + id.slice(1);
for (const item of Object.values(doc.paths ?? {})) {
  for (const [method, op] of Object.entries(item)) {
    if (!op || typeof op !== 'object' || !op.operationId || method === 'parameters') continue;
    const body = op.requestBody?.$ref ? deref(op.requestBody.$ref) : op.requestBody;
    const schema = body?.content?.['application/json']?.schema;
    if (schema?.$ref && refName(schema.$ref)) enqueue(refName(schema.$ref));
    else if (schema) {
      const fields = {};
      walk(schema, '', fields);
      if (Object.keys(fields).length) out.set(`${pascal(op.operationId)}Body`, fields);
    }
    const params = [...(item.parameters ?? []), ...(op.parameters ?? [])].map((p) => (p.$ref ? deref(p.$ref) : p)).filter((p) => p.in === 'query');
    const fields = {};
    for (const p of params) walk(p.schema ?? {}, p.name, fields);
    if (Object.keys(fields).length) out.set(`${pascal(op.operationId)}Params`, fields);
  }
}
while (queue.length) {
  const name = queue.shift();
  const fields = {};
  walk(schemas[name], '', fields);
  if (Object.keys(fields).length) out.set(name, fields);
}

const sorted = [...out.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
const body = sorted
  .map(([name, fields]) => {
    const lines = Object.entries(fields)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([f, l]) => `    ${/^[A-Za-z_$][\w$]*$/.test(f) ? f : `'${f}'`}: { ${KEYS.filter((k) => k in l).map((k) => `${k}: ${l[k]}`).join(', ')} },`);
    return `  ${name}: {\n${lines.join('\n')}\n  },`;
  })
  .join('\n');
const text = `/* Generated by scripts/gen-limits.mjs from ${contract}: do not edit. Run \`npm run api:gen\`. */

/** Limits the contract sets on request fields: request schema (or \`<operationId>Params\`) -> field path -> limits. */
export const LIMITS = {
${body}
} as const;

export type RequestLimits = typeof LIMITS;
`;
writeFileSync(path.join(ROOT, OUT), text);
console.log(`gen-limits: ${OUT} (${sorted.length} request schemas) from ${contract}`);
