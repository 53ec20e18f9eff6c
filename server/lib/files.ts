import fs from 'node:fs';
import path from 'node:path';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { ServerConfig } from '../config.ts';

/**
 * Uploaded files: where the bytes live (FileStorage) and who may read them (signed URLs).
 *
 * A file's canonical address is `/xm-merchant/common/file/<id>.<ext>` (id: 32 random hex characters). What the
 * browser gets is that address plus `?e=<expiry ms>&s=<signature>`, an HMAC over (id, owning company, expiry):
 * it works in <img src> without a token, only until it expires, and cannot be forged for another company's file.
 * Tables store canonical addresses; answers re-sign them for the caller (`signFileUrl`, `signFileUrlsDeep`).
 */
export const FILE_URL_PREFIX = '/xm-merchant/common/file/';
const FILE_URL_RE = /^\/xm-merchant\/common\/file\/([0-9a-f]{32})\.(jpg|png|webp|gif|pdf)(?:\?.*)?$/;

/** Where file bytes live. Keys are relative paths such as `2026/11/<id>.png`. */
export interface FileStorage {
  readonly kind: string;
  put(key: string, data: Buffer, mime: string): Promise<void>;
  /** null when the object does not exist. */
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
}

/** The default: files under $DATA_DIR/uploads, written atomically (temp file + rename). */
export class LocalFileStorage implements FileStorage {
  readonly kind = 'local';
  constructor(private readonly root: string) {}

  private resolve(key: string): string {
    const full = path.resolve(this.root, key);
    if (!full.startsWith(path.resolve(this.root) + path.sep)) throw new Error(`非法的存储路径：${key}`);
    return full;
  }

  async put(key: string, data: Buffer): Promise<void> {
    const full = this.resolve(key);
    await fs.promises.mkdir(path.dirname(full), { recursive: true });
    const tmp = `${full}.${randomBytes(4).toString('hex')}.tmp`;
    await fs.promises.writeFile(tmp, data, { mode: 0o640 });
    await fs.promises.rename(tmp, full);
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await fs.promises.readFile(this.resolve(key));
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw e;
    }
  }

  async delete(key: string): Promise<void> {
    await fs.promises.rm(this.resolve(key), { force: true });
  }
}

/**
 * S3-compatible object storage (AWS S3, MinIO, OSS/COS in S3 mode), selected with FILE_STORAGE=s3.
 * It needs the optional dependency `@aws-sdk/client-s3`, which this project does not install by default:
 * add it (`npm install --save-exact @aws-sdk/client-s3@<version>`) before switching. Without it the server
 * refuses to start with a clear message instead of silently writing somewhere else.
 */
export class S3FileStorage implements FileStorage {
  readonly kind = 's3';
  private constructor(
    private readonly client: any,
    private readonly sdk: any,
    private readonly cfg: ServerConfig['s3'],
  ) {}

  static async create(cfg: ServerConfig['s3']): Promise<S3FileStorage> {
    if (!cfg.bucket) throw new Error('FILE_STORAGE=s3 需要设置 S3_BUCKET');
    const moduleName = '@aws-sdk/client-s3';
    let sdk: any;
    try {
      sdk = await import(/* @vite-ignore */ moduleName);
    } catch {
      throw new Error('FILE_STORAGE=s3 需要先安装依赖 @aws-sdk/client-s3（npm install --save-exact @aws-sdk/client-s3）');
    }
    const client = new sdk.S3Client({
      region: cfg.region,
      ...(cfg.endpoint ? { endpoint: cfg.endpoint } : {}),
      forcePathStyle: cfg.forcePathStyle,
      ...(cfg.accessKeyId ? { credentials: { accessKeyId: cfg.accessKeyId, secretAccessKey: cfg.secretAccessKey } } : {}),
    });
    return new S3FileStorage(client, sdk, cfg);
  }

  async put(key: string, data: Buffer, mime: string): Promise<void> {
    await this.client.send(new this.sdk.PutObjectCommand({ Bucket: this.cfg.bucket, Key: this.cfg.prefix + key, Body: data, ContentType: mime }));
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      const r = await this.client.send(new this.sdk.GetObjectCommand({ Bucket: this.cfg.bucket, Key: this.cfg.prefix + key }));
      return Buffer.from(await r.Body.transformToByteArray());
    } catch (e) {
      if ((e as { name?: string }).name === 'NoSuchKey') return null;
      throw e;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new this.sdk.DeleteObjectCommand({ Bucket: this.cfg.bucket, Key: this.cfg.prefix + key }));
  }
}

export async function createFileStorage(config: ServerConfig): Promise<FileStorage> {
  if (config.fileStorage === 's3') return S3FileStorage.create(config.s3);
  return new LocalFileStorage(path.join(config.dataDir, 'uploads'));
}

/** The configured secret, or one generated once and kept beside the data (mode 600). */
export function loadFileSecret(config: ServerConfig): string {
  if (config.fileUrlSecret) return config.fileUrlSecret;
  const file = path.join(config.dataDir, 'file-url.secret');
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    fs.mkdirSync(config.dataDir, { recursive: true });
    const secret = randomBytes(32).toString('hex');
    try {
      fs.writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
      return secret;
    } catch {
      return fs.readFileSync(file, 'utf8').trim(); // another process wrote it first
    }
  }
}

export interface ParsedFileUrl {
  id: string;
  ext: string;
}

/** The id and extension of one of our file URLs (signed or canonical), else null. */
export function parseFileUrl(url: string): ParsedFileUrl | null {
  const m = FILE_URL_RE.exec(url);
  return m ? { id: m[1]!, ext: m[2]! } : null;
}

export const canonicalFileUrl = (f: ParsedFileUrl) => `${FILE_URL_PREFIX}${f.id}.${f.ext}`;

export class FileSigner {
  constructor(
    private readonly secret: string,
    private readonly ttlMs: number,
  ) {}

  private mac(id: string, companyId: number | null, expires: number): string {
    return createHmac('sha256', this.secret).update(`${id}|${companyId ?? 0}|${expires}`).digest('base64url').slice(0, 32);
  }

  /** A URL for the file `id` of `companyId` (null: anonymous feedback file) valid for the configured time. */
  sign(f: ParsedFileUrl, companyId: number | null, now = Date.now()): string {
    // Rounded up to the hour so a page's images keep the same URL (and the browser cache) for a while.
    const expires = Math.ceil((now + this.ttlMs) / 3600_000) * 3600_000;
    return `${canonicalFileUrl(f)}?e=${expires}&s=${this.mac(f.id, companyId, expires)}`;
  }

  verify(id: string, companyId: number | null, expires: string | undefined, signature: string | undefined, now = Date.now()): 'ok' | 'expired' | 'bad' {
    if (!expires || !signature || !/^\d{1,15}$/.test(expires)) return 'bad';
    const want = Buffer.from(this.mac(id, companyId, Number(expires)));
    const got = Buffer.from(signature);
    if (want.length !== got.length || !timingSafeEqual(want, got)) return 'bad';
    return Number(expires) < now ? 'expired' : 'ok';
  }

  /** Re-signs one of our URLs for its owner; any other string is returned unchanged. */
  resign(url: string, companyId: number | null): string {
    const f = parseFileUrl(url);
    return f ? this.sign(f, companyId) : url;
  }

  /** Every string in `value` that is one of our file URLs, re-signed (a deep copy; other values untouched). */
  resignDeep<T>(value: T, companyId: number | null): T {
    if (typeof value === 'string') return this.resign(value, companyId) as T;
    if (Array.isArray(value)) return value.map((v) => this.resignDeep(v, companyId)) as T;
    if (value && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, this.resignDeep(v, companyId)])) as T;
    }
    return value;
  }
}

/** Every string in `value` that is one of our file URLs, reduced to its canonical form (for storage). */
export function canonicalDeep<T>(value: T): T {
  if (typeof value === 'string') {
    const f = parseFileUrl(value);
    return (f ? canonicalFileUrl(f) : value) as T;
  }
  if (Array.isArray(value)) return value.map((v) => canonicalDeep(v)) as T;
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, canonicalDeep(v)])) as T;
  return value;
}

/** The file ids referenced anywhere in `value`. */
export function fileIdsIn(value: unknown, out = new Set<string>()): Set<string> {
  if (typeof value === 'string') {
    const f = parseFileUrl(value);
    if (f) out.add(f.id);
  } else if (Array.isArray(value)) value.forEach((v) => fileIdsIn(v, out));
  else if (value && typeof value === 'object') Object.values(value).forEach((v) => fileIdsIn(v, out));
  return out;
}
