/**
 * multipart/form-data for operations whose contract body is multipart (uploads): a valid body from the schema
 * (binary fields become a tiny PNG) and a serializer, so the matrix and the fuzzer can call them like any other.
 */
import { randomBytes } from 'node:crypto';

type Schema = Record<string, any>;

/** A 1×1 transparent PNG. */
export const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

export interface FilePart {
  filename: string;
  contentType: string;
  data: Buffer;
}
export type MultipartFields = Record<string, string | FilePart>;

export const isBinary = (s: Schema | undefined) => !!s && (s.format === 'binary' || s.contentMediaType !== undefined || s.contentEncoding === 'binary');

/** Binary properties of a multipart schema become the PNG, the others keep the example's value as text. */
export function multipartFromExample(schema: Schema, example: Record<string, unknown>): MultipartFields {
  const out: MultipartFields = {};
  for (const [k, v] of Object.entries(example ?? {})) {
    out[k] = isBinary(schema.properties?.[k]) ? { filename: 'a.png', contentType: 'image/png', data: TINY_PNG } : typeof v === 'string' ? v : JSON.stringify(v);
  }
  return out;
}

export function encodeMultipart(fields: MultipartFields): { payload: Buffer; contentType: string } {
  const boundary = `----xmsec${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, v] of Object.entries(fields)) {
    const safe = name.replace(/["\r\n]/g, '_');
    if (typeof v === 'string') {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${safe}"\r\n\r\n${v}\r\n`));
    } else {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${safe}"; filename="${v.filename.replace(/["\r\n]/g, '_')}"\r\nContent-Type: ${v.contentType}\r\n\r\n`));
      chunks.push(v.data, Buffer.from('\r\n'));
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}
