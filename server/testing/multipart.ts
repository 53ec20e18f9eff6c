import type { TestServer } from './harness.ts';

/** A real 1×1 PNG. */
export const PNG_1x1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
/** A minimal PDF document. */
export const PDF_MIN = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');

/** POSTs multipart/form-data built by the platform's FormData, returning the parsed envelope. */
export async function upload(
  s: TestServer,
  fields: { file?: { data: Buffer; name: string; type?: string }; scene?: string; [k: string]: unknown },
  opts: { token?: string; ip?: string; url?: string } = {},
) {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) {
    if (v === undefined) continue;
    if (k === 'file') {
      const f = v as { data: Buffer; name: string; type?: string };
      fd.append('file', new Blob([new Uint8Array(f.data)], { type: f.type ?? 'application/octet-stream' }), f.name);
    } else fd.append(k, String(v));
  }
  const req = new Request('http://localhost/', { method: 'POST', body: fd });
  const payload = Buffer.from(await req.arrayBuffer());
  const headers: Record<string, string> = { 'content-type': req.headers.get('content-type')! };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  const res = await s.app.inject({ method: 'POST', url: opts.url ?? '/xm-merchant/common/upload', headers, payload, remoteAddress: opts.ip ?? '127.0.0.1' });
  return { ...res.json(), status: res.statusCode };
}

/** Uploads a PNG and returns its signed URL. */
export async function uploadPng(s: TestServer, token: string | undefined, scene = 'license'): Promise<string> {
  const r = await upload(s, { file: { data: PNG_1x1, name: 'a.png', type: 'image/png' }, scene }, { token });
  if (r.code !== 1) throw new Error(`上传失败：${r.msg}`);
  return r.data.url as string;
}

export async function getFile(s: TestServer, url: string, token?: string) {
  const res = await s.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });
  return res;
}
