import fs from 'node:fs';
import path from 'node:path';
import Fastify, { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import multipart from '@fastify/multipart';
import type { ServerConfig } from './config.ts';
import type { DbHandle } from './db/index.ts';
import { loadContract, describeValidationError, type Contract, type Operation } from './lib/contract.ts';
import { BizError, Code, errorEnvelope, fail, ok } from './lib/errors.ts';
import { authChangesPublished, authMark, resolveAuth, startAuthCache, type AuthContext } from './lib/session.ts';
import { RawJson } from './lib/raw-json.ts';
import { allowed } from './lib/permission-keys.ts';
import { audit, requestSummary, withAuditTrail } from './lib/audit.ts';
import type { Db } from './db/index.ts';
import { DevSmsProvider, type SmsProvider } from './lib/sms.ts';
import type { AppDeps, HandlerFn, HandlerMap, UploadedPart } from './lib/handler.ts';
import { createFileStorage, FileSigner, loadFileSecret, type FileStorage } from './lib/files.ts';
import { clock } from './lib/clock.ts';
import { registerFileRoutes, UPLOAD_MAX_BYTES } from './platform/upload/handlers.ts';
import { registerLiveRoutes, type LiveHub, type LiveOptions } from './lib/live.ts';
import { handlers as defaultHandlers } from './modules/index.ts';
import { TrackBuffer, type TrackBufferOptions } from './platform/track/buffer.ts';
import { loadOpenContract, registerOpenErpRoutes } from './modules/open-erp/open-api.ts';

/** The answer to any write of a closed shop (except those marked x-closed-allowed). */
export const SHOP_CLOSED_MSG = '店铺已关闭，只能查看历史数据，不能再进行修改';

export const API_PREFIXES = ['/xm-merchant/', '/xm-job/', '/xm-log/'];
/** Response header on every API answer: the platform clock's now, ms epoch (the contract's 「答复头」). */
export const SERVER_NOW_HEADER = 'x-server-now';
const isApiPath = (url: string) => API_PREFIXES.some((p) => url.startsWith(p)) || url === '/xm-merchant' || url === '/xm-job';

export interface ContractViolation {
  operationId: string;
  body: unknown;
  errors: unknown;
}

export interface BuildOptions {
  config: ServerConfig;
  db: DbHandle;
  /** false silences logs (tests); an object is passed to Fastify's logger. */
  logger?: boolean | Record<string, unknown>;
  sms?: SmsProvider;
  handlers?: HandlerMap;
  track?: Partial<TrackBufferOptions>;
  /** Where uploads go; by default from the config (local disk or S3-compatible). */
  files?: FileStorage;
  /** Tests pass a callback: every answer is checked against openapi/ and mismatches are reported here. */
  onContractViolation?: (v: ContractViolation) => void;
  /** The live channel's timings (tests shorten the heartbeat). */
  live?: Partial<LiveOptions>;
}

/**
 * What no handler should ever have to store: U+0000 in a string or key (PostgreSQL text cannot hold it) and numbers
 * beyond ±2^53 (not exact in JavaScript; an OFFSET or id that large fails in SQLite). Returns the message, or null.
 */
export function bodyProblem(v: unknown): string | null {
  const stack: unknown[] = [v];
  while (stack.length) {
    const x = stack.pop();
    if (typeof x === 'string') {
      if (x.includes('\u0000')) return '请求内容不能包含空字符（\\u0000）';
    } else if (typeof x === 'number') {
      if (Math.abs(x) > Number.MAX_SAFE_INTEGER) return '数值超出允许范围';
    } else if (Buffer.isBuffer(x) || ArrayBuffer.isView(x)) {
      // uploaded file contents: bytes, not text
    } else if (Array.isArray(x)) stack.push(...x);
    else if (x !== null && typeof x === 'object') {
      for (const [k, y] of Object.entries(x)) {
        if (k.includes('\u0000')) return '请求内容不能包含空字符（\\u0000）';
        stack.push(y);
      }
    }
  }
  return null;
}

/**
 * The headers @fastify/helmet sets with these options. The plugin rebuilds helmet's middleware for every request
 * (parsing the CSP directives each time); the headers never change between requests, so they are taken once from
 * the plugin itself on a throwaway instance (everything it adds to a plain answer) and set by one cheap hook.
 */
export async function helmetHeaders(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const answer = async (withHelmet: boolean) => {
    const probe = Fastify({ logger: false });
    if (withHelmet) await probe.register(helmet, options);
    probe.get('/', async () => 'ok');
    const res = await probe.inject('/');
    await probe.close();
    return res.headers;
  };
  const [plain, secured] = [await answer(false), await answer(true)];
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(secured)) if (!(k in plain) && v !== undefined) out[k] = String(v);
  if (!out['content-security-policy']) throw new Error('helmet did not produce a Content-Security-Policy');
  return out;
}

export type App = FastifyInstance & { deps: AppDeps; contract: Contract; live: LiveHub };

export async function buildApp(opts: BuildOptions): Promise<App> {
  const { config } = opts;
  const contract = await loadContract();
  const openContract = await loadOpenContract();
  const app = Fastify({
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Fastify's own per-request lines are off; the onResponse hook logs one line without headers or bodies.
    logController: new LogController({ disableRequestLogging: true }),
    logger:
      opts.logger === false
        ? false
        : {
            level: config.logLevel,
            // Never log headers (Authorization) or bodies (phones, passwords); requests are logged by the hook below.
            redact: ['req.headers.authorization', 'headers.authorization'],
            ...(typeof opts.logger === 'object' ? opts.logger : {}),
          },
  });
  const log = app.log;
  const track = new TrackBuffer(opts.db.db, log, { batchSize: 500, flushMs: 1000, maxBuffered: 100_000, ...opts.track });
  const deps: AppDeps = {
    config,
    dialect: opts.db.dialect,
    sms: opts.sms ?? new DevSmsProvider(log),
    track,
    files: opts.files ?? (await createFileStorage(config)),
    fileSigner: new FileSigner(loadFileSecret(config), config.fileUrlTtlMs),
    clock,
  };
  const handlers = opts.handlers ?? defaultHandlers;
  const db = opts.db.db;
  // PostgreSQL: the session cache listens for changes made by other server processes (migration 0019).
  if (opts.db.dialect === 'postgres' && !(await startAuthCache(db))) log.warn('未能连接 PostgreSQL 的 LISTEN 通道：登录状态暂不缓存，稍后自动重试');

  /** The envelope code of an answer that refused the request (HTTP 200 with code ≠ 1), for the request log line. */
  const refusedCode = new WeakMap<object, number>();
  app.addHook('onResponse', async (req, reply) => {
    // At LOG_LEVEL=warn (production, benches) the line would be dropped anyway: skip building it.
    if (!(req.log as { isLevelEnabled?: (l: string) => boolean }).isLevelEnabled?.('info')) return;
    req.log.info({ method: req.method, url: req.url.split('?')[0], status: reply.statusCode, code: refusedCode.get(req), ms: Math.round(reply.elapsedTime) }, 'request');
  });
  app.addHook('onClose', async () => {
    await track.close();
  });

  // --- Body parsing: JSON and text/plain (navigator.sendBeacon); both end up as the same validated object.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(fail('请求体不是合法的 JSON'), undefined);
    }
  });
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_req, body, done) => done(null, String(body)));
  // multipart/form-data (uploads only): the stream is read by runOperation after the caller is authenticated.
  await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 11 } });

  // --- Security headers. antd's CSS-in-JS injects <style> tags, hence 'unsafe-inline' for styles only.
  const securityHeaders = await helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...config.cspConnectSrc],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Same rule as frame-ancestors 'none', for browsers that only know the old header.
    xFrameOptions: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (_req, reply, done) => {
    reply.headers(securityHeaders);
    done();
  });
  app.addHook('onSend', async (req, reply, payload) => {
    if (isApiPath(req.url)) {
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
      // The platform clock's now (ms epoch): the screens count deadlines down from it, not from the browser's clock.
      reply.header(SERVER_NOW_HEADER, String(deps.clock.now()));
    }
    return payload;
  });

  // --- Contract check of every answer (tests only).
  if (opts.onContractViolation) {
    const report = opts.onContractViolation;
    app.addHook('onSend', async (req, reply, payload) => {
      const op = contract.byPath.get(req.url.split('?')[0]!);
      if (!op || typeof payload !== 'string' || !String(reply.getHeader('content-type') ?? '').includes('json')) return payload;
      const body = JSON.parse(payload);
      const v = body?.code === 1 ? op.validateSuccess : contract.validateError;
      if (!v(body)) report({ operationId: op.operationId, body, errors: v.errors });
      return payload;
    });
  }

  // --- One route per contract operation.
  for (const op of contract.operations) {
    const handler = handlers[op.operationId];
    app.post(op.path, async (req, reply) => {
      const data = await runOperation(op, handler, req);
      reply.type('application/json; charset=utf-8');
      // Same envelope as ok(): code, data, msg.
      if (data instanceof RawJson) return reply.send(`{"code":${Code.OK},"data":${data.json},"msg":"ok"}`);
      return reply.send(ok(data));
    });
  }

  async function runOperation(op: Operation, handler: HandlerMap[string] | undefined, req: FastifyRequest): Promise<unknown> {
    let auth: AuthContext | null = null;
    if (op.authOptional && !req.headers.authorization) {
      // Anonymous caller of an operation that also serves signed-in users (feedback): the handler decides.
    } else if (!op.isPublic) {
      auth = await resolveAuth(db, config, req.headers.authorization);
      if (!op.allowUnverified && auth.company.review_status !== 1) {
        throw fail('公司尚未通过入驻审核，暂不能使用该功能', Code.NO_PROJECT_AUTHORITY);
      }
      // A closed shop keeps read-only access to its history (docs/company.md): every other write is refused here.
      if (auth.company.closed_at !== null && !op.isQuery && !op.closedAllowed) throw fail(SHOP_CLOSED_MSG);
      if (!allowed(auth.keys, op.permission, op.permissionAny)) {
        // A write refused for a missing key is an escalation attempt (the screens hide what a member may not do):
        // recorded in the company's operation log, outside any transaction.
        if (!op.isQuery) await recordDenied(db, auth, op);
        throw fail('无权限', Code.NO_AUTHORITY);
      }
      if (op.ownerOnly && !auth.isOwner) throw fail('仅店铺负责人可以进行此操作', Code.NO_AUTHORITY);
    }
    let body: unknown = req.body;
    if (op.multipart) body = await readMultipart(req);
    else if (req.isMultipart()) throw fail('不支持的请求内容类型，请使用 application/json');
    if (typeof body === 'string') {
      if (!op.bodyMediaTypes.includes('text/plain')) throw fail('不支持的请求内容类型，请使用 application/json');
      try {
        body = body.trim() === '' ? undefined : JSON.parse(body);
      } catch {
        throw fail('请求体不是合法的 JSON');
      }
    }
    // Refused here rather than failing at insert (a 500, or a whole tracking batch dropped on PostgreSQL); before the
    // schema, whose bounds would otherwise name a limit for a number JSON cannot even carry exactly.
    const problem = bodyProblem(body);
    if (problem) throw fail(problem);
    if (op.validateBody) {
      if (body === undefined || body === null) {
        if (op.bodyRequired) throw fail('请求体不能为空');
      } else if (!op.validateBody(body)) {
        throw fail(describeValidationError(op.validateBody.errors?.[0]));
      }
    }
    if (!handler) throw fail('功能开发中');
    const fn: HandlerFn = typeof handler === 'function' ? handler : handler.handle;
    const transactional = typeof handler === 'function' && !op.isQuery;
    const userAgent = typeof req.headers['user-agent'] === 'string' ? req.headers['user-agent'].slice(0, 500) : null;
    const base = { body, auth, ip: req.ip, userAgent, log: req.log, deps };
    // Several servers (PostgreSQL): a write that changed sessions, members, companies or roles is answered once the
    // other processes have been told (their session caches drop the old identity), so a logout here is refused there
    // at the very next request.
    const before = authMark(db);
    if (!transactional) {
      const result = await fn({ ...base, db });
      await authChangesPublished(db, before);
      return result;
    }
    const result = await db.transaction().execute(async (trx) => {
      const { result, audited } = await withAuditTrail(() => fn({ ...base, db: trx }));
      // Every signed-in write appears in the operation log: a handler that recorded nothing of its own gets a row
      // naming the operation (`<tag>.<operationId>`) and the fields it was sent.
      if (auth && !audited) {
        await audit(trx, { companyId: auth.companyId, userId: auth.userId, actor: auth.phone, action: `${op.tag}.${op.operationId}`, detail: { request: requestSummary(body) } });
      }
      return result;
    });
    await authChangesPublished(db, before);
    return result;
  }

  async function recordDenied(db: Db, auth: AuthContext, op: Operation): Promise<void> {
    const missing = [...op.permission.filter((k) => !auth.keys.has(k)), ...(op.permissionAny.some((k) => auth.keys.has(k)) ? [] : op.permissionAny)];
    await audit(db, {
      companyId: auth.companyId,
      userId: auth.userId,
      actor: auth.phone,
      action: 'permission.denied',
      detail: { operationId: op.operationId, operation: op.summary, missing },
    });
  }

  /** Reads every part of an upload request: text fields as strings, files fully read within the size limit. */
  async function readMultipart(req: FastifyRequest): Promise<Record<string, string | UploadedPart>> {
    if (!req.isMultipart()) throw fail('上传请求须为 multipart/form-data');
    const out: Record<string, string | UploadedPart> = {};
    try {
      for await (const part of req.parts()) {
        if (part.type === 'file') {
          const data = await part.toBuffer();
          out[part.fieldname] = { filename: part.filename, mimetype: part.mimetype, data };
        } else {
          out[part.fieldname] = String(part.value ?? '');
        }
      }
    } catch (e) {
      const code = (e as { code?: string }).code;
      if (code === 'FST_REQ_FILE_TOO_LARGE') throw fail(`文件大小不能超过 ${UPLOAD_MAX_BYTES / 1024 / 1024} MB`);
      if (code === 'FST_FILES_LIMIT_REACHED') throw fail('一次只能上传一个文件');
      if (code === 'FST_PARTS_LIMIT_REACHED' || code === 'FST_FIELDS_LIMIT_REACHED') throw fail('上传请求的字段过多');
      if (e instanceof BizError) throw e;
      // Anything else the multipart parser throws (no boundary, truncated stream, bad headers) is the client's request.
      throw fail('上传请求格式不正确');
    }
    return out;
  }

  registerFileRoutes(app, db, deps);
  const live = registerLiveRoutes(app, db, deps, opts.live);
  // The ERP open API (/open/v1/*): signed calls, its own contract openapi/open-api.yaml (docs/open-erp.md).
  registerOpenErpRoutes(app, db, deps, openContract);

  // --- Errors: a client mistake is always an envelope; only our own bugs are a 500, and never with a stack.
  app.setErrorHandler((err: unknown, req, reply) => {
    if (err instanceof BizError) {
      refusedCode.set(req, err.code);
      return reply.status(200).type('application/json; charset=utf-8').send(errorEnvelope(err.code, err.message));
    }
    const e = err as { statusCode?: number; code?: string; message?: string };
    if (e.statusCode && e.statusCode >= 400 && e.statusCode < 500) {
      const msg =
        e.statusCode === 413
          ? '请求体过大'
          : e.statusCode === 415
            ? '不支持的请求内容类型，请使用 application/json'
            : e.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
              ? '请求体不能为空'
              : '请求格式不正确';
      return reply.status(e.statusCode === 413 ? 413 : 200).type('application/json; charset=utf-8').send(errorEnvelope(Code.ERROR, msg));
    }
    // PostgreSQL refusing a value the contract allowed (an id beyond int4, text it cannot convert): the client's
    // input, not a server fault.
    if (e.code === '22003' || e.code === '22P02' || e.code === '22021') {
      req.log.warn({ pgCode: e.code }, '数据库拒绝了超出范围的参数');
      return reply.status(200).type('application/json; charset=utf-8').send(errorEnvelope(Code.ERROR, '参数超出取值范围'));
    }
    req.log.error({ err }, '未处理的服务器错误');
    return reply.status(500).type('application/json; charset=utf-8').send(errorEnvelope(Code.OTHER, '服务器开小差了，请稍后重试'));
  });

  // --- The built SPA on the same port, with history fallback.
  const indexFile = path.join(config.staticDir, 'index.html');
  const hasSpa = fs.existsSync(indexFile);
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root: config.staticDir,
      wildcard: true,
      index: 'index.html',
      // The build writes a brotli and a gzip copy beside each text file (scripts/precompress.ts): the smaller one the
      // browser accepts is sent (Content-Encoding, Vary: Accept-Encoding), nothing is compressed per request.
      preCompressed: true,
      // Source maps (kept for error reporting), dot-directories such as /.vite and the compressed copies by their own
      // names are never served.
      allowedPath: (pathName) => !/\.(?:map|br|gz)$/.test(pathName) && !/(^|\/)\./.test(pathName),
      setHeaders(res, file) {
        res.header('cache-control', file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.get('/healthz', async () => ({ ok: true }));
  app.setNotFoundHandler((req: FastifyRequest, reply: FastifyReply) => {
    if (isApiPath(req.url) || req.method !== 'GET') {
      return reply.status(404).type('application/json; charset=utf-8').send(errorEnvelope(Code.ERROR, '接口不存在或请求方法不正确'));
    }
    // A missing file (old chunk, source map, dotfile) is a real 404, never the SPA page.
    if (req.url.startsWith('/assets/') || /\.[a-z0-9]+$/i.test(req.url.split('?')[0]!)) {
      return reply.status(404).type('text/plain; charset=utf-8').send('Not Found');
    }
    if (!hasSpa) {
      return reply.status(404).type('text/plain; charset=utf-8').send('前端尚未构建：请运行 npm run build 或 npm start');
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });

  return Object.assign(app, { deps, contract, live }) as App;
}
