import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { dereference } from '@apidevtools/json-schema-ref-parser';
import Ajv2020Module from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { ErrorObject, ValidateFunction } from 'ajv';

const Ajv2020 = (Ajv2020Module as unknown as { default: typeof Ajv2020Module }).default ?? Ajv2020Module;
const addFormats = (addFormatsModule as unknown as { default: typeof addFormatsModule }).default ?? addFormatsModule;

/**
 * The bundled contract (`npm run api:bundle` writes it from the multi-file openapi/openapi.yaml; committed, and
 * `npm test` checks it is fresh). Everything that reads the contract at run time reads this one file.
 */
export const CONTRACT_FILE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../openapi/bundled/openapi.yaml');

type Schema = Record<string, any>;

/** One POST operation of openapi/, with the vendor extensions the server enforces. */
export interface Operation {
  path: string;
  operationId: string;
  /**
   * The prefix of the operation's audit action (`<tag>.<operationId>`, stored in audit rows and shown by the
   * operation log): its area tag, or `x-audit-prefix` where the stored prefix predates the area name (card, brand,
   * verify, erp, job, feedback, violation, common, track; declared in the root's `x-audit-prefixes`).
   */
  tag: string;
  /** Its area: the operation's one tag (account, goods, …, platform). */
  area: string;
  summary: string;
  /** security: [] in the contract. */
  isPublic: boolean;
  /** security lists `{}` besides bearerAuth: callable without a token, and with one the caller is known. */
  authOptional: boolean;
  /** multipart/form-data body (uploads): parsed by app.ts, its fields checked by the handler. */
  multipart: boolean;
  /** x-permission: every key required. */
  permission: string[];
  /** x-permission-any: at least one key required. */
  permissionAny: string[];
  /** x-allow-unverified: callable before the company passes review. */
  allowUnverified: boolean;
  /** x-owner-only: only the company's owner (店铺负责人) may call it, whatever keys a role holds. */
  ownerOnly: boolean;
  /** x-query: a read (no transaction needed, a react-query query on the client). */
  isQuery: boolean;
  /** x-closed-allowed: a write a closed shop may still make (log out, change a password, export its history). */
  closedAllowed: boolean;
  /** x-status: planned — its area's issue has not landed. */
  planned: boolean;
  bodyRequired: boolean;
  bodySchema: Schema | null;
  bodyMediaTypes: string[];
  validateBody: ValidateFunction | null;
  validateSuccess: ValidateFunction;
}

export interface Contract {
  doc: Schema;
  operations: Operation[];
  byPath: Map<string, Operation>;
  byId: Map<string, Operation>;
  validateError: ValidateFunction;
}

function toList(v: unknown): string[] {
  if (v === undefined || v === null) return [];
  return Array.isArray(v) ? v.map(String) : [String(v)];
}

export function newAjv() {
  const ajv = new Ajv2020({ strict: false, allErrors: false, verbose: true, coerceTypes: false, useDefaults: false, validateFormats: true });
  addFormats(ajv);
  return ajv;
}

let cached: Promise<Contract> | null = null;

export function loadContract(file = CONTRACT_FILE): Promise<Contract> {
  if (file === CONTRACT_FILE) return (cached ??= build(file));
  return build(file);
}

async function build(file: string): Promise<Contract> {
  const doc = (await dereference(file)) as Schema;
  const ajv = newAjv();
  const globalSecurity = doc.security ?? [];
  const operations: Operation[] = [];
  for (const [p, item] of Object.entries<Schema>(doc.paths ?? {})) {
    const op = item.post;
    if (!op) continue;
    const security = op.security ?? globalSecurity;
    const content: Schema = op.requestBody?.content ?? {};
    const mediaTypes = Object.keys(content);
    const bodySchema = mediaTypes.length ? (content['application/json'] ?? content[mediaTypes[0]!]).schema ?? null : null;
    const multipart = mediaTypes.includes('multipart/form-data');
    const success = op.responses?.['200']?.content?.['application/json']?.schema;
    if (!success) throw new Error(`契约缺少 200 答复：${p}`);
    operations.push({
      path: p,
      operationId: op.operationId,
      tag: String(op['x-audit-prefix'] ?? op.tags?.[0] ?? ''),
      area: op.tags?.[0] ?? '',
      summary: op.summary ?? '',
      isPublic: Array.isArray(security) && security.length === 0,
      authOptional: Array.isArray(security) && security.some((s: Schema) => Object.keys(s).length === 0),
      multipart,
      permission: toList(op['x-permission']),
      permissionAny: toList(op['x-permission-any']),
      allowUnverified: op['x-allow-unverified'] === true,
      ownerOnly: op['x-owner-only'] === true,
      isQuery: op['x-query'] === true,
      closedAllowed: op['x-closed-allowed'] === true,
      planned: op['x-status'] === 'planned',
      bodyRequired: op.requestBody?.required === true,
      bodySchema,
      bodyMediaTypes: mediaTypes,
      validateBody: bodySchema && !multipart ? ajv.compile(bodySchema) : null,
      validateSuccess: ajv.compile(success),
    });
  }
  const errSchema = doc.components?.schemas?.ErrorEnvelope;
  if (!errSchema) throw new Error('契约缺少 ErrorEnvelope');
  return {
    doc,
    operations,
    byPath: new Map(operations.map((o) => [o.path, o])),
    byId: new Map(operations.map((o) => [o.operationId, o])),
    validateError: ajv.compile(errSchema),
  };
}

const TYPE_NAMES: Record<string, string> = {
  string: '文本',
  integer: '整数',
  number: '数字',
  boolean: '布尔值',
  object: '对象',
  array: '列表',
  null: '空值',
};

function fieldName(err: ErrorObject): string {
  if (err.keyword === 'required') {
    const prop = (err.params as { missingProperty: string }).missingProperty;
    const title = (err.schema && (err.parentSchema as Schema | undefined)?.properties?.[prop]?.title) as string | undefined;
    return title ?? prop;
  }
  const title = (err.parentSchema as Schema | undefined)?.title as string | undefined;
  const segs = err.instancePath.split('/').filter(Boolean);
  const last = segs.at(-1);
  const idx = last !== undefined && /^\d+$/.test(last) ? `第${Number(last) + 1}项` : '';
  if (title) return idx && !title.includes('项') ? `${title}（${idx}）` : title;
  if (idx) return idx;
  return last ?? '请求体';
}

/** Turns the first Ajv error into one Chinese sentence that names the field by its contract title. */
export function describeValidationError(err: ErrorObject | undefined): string {
  if (!err) return '请求参数不正确';
  const f = fieldName(err);
  const p = err.params as Record<string, any>;
  switch (err.keyword) {
    case 'required':
      return `请填写${f}`;
    case 'type': {
      const t = Array.isArray(p.type) ? p.type : String(p.type).split(',');
      const names = t.filter((x: string) => x !== 'null').map((x: string) => TYPE_NAMES[x] ?? x);
      return f === '请求体' ? '请求体格式不正确，应为 JSON 对象' : `${f}类型不正确，应为${names.join('或')}`;
    }
    case 'minLength':
      return p.limit === 1 ? `请填写${f}` : `${f}长度不能少于${p.limit}个字符`;
    case 'maxLength':
      return `${f}长度不能超过${p.limit}个字符`;
    case 'pattern':
    case 'format':
      return `${f}格式不正确`;
    case 'minimum':
    case 'exclusiveMinimum':
      return `${f}不能小于${p.limit}`;
    case 'maximum':
    case 'exclusiveMaximum':
      return `${f}不能大于${p.limit}`;
    case 'enum':
    case 'const':
      return `${f}的取值不在允许范围内`;
    case 'minItems':
      return `${f}至少需要${p.limit}项`;
    case 'maxItems':
      return `${f}最多${p.limit}项`;
    case 'multipleOf':
      return `${f}必须是${p.multipleOf}的整数倍`;
    default:
      return `${f}格式不正确`;
  }
}
