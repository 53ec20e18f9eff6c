import fs from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, startTestServer, type TestServer } from '../../testing/harness.ts';
import { getFile, PDF_MIN, PNG_1x1, upload } from '../../testing/multipart.ts';
import { parseFileUrl } from '../../lib/files.ts';

describe.each(DIALECTS)('uploads on %s', (dialect) => {
  let s: TestServer;
  let owner: string;
  let other: string;
  beforeAll(async () => {
    s = await startTestServer(dialect, { anonUploadPerIpHour: 2 });
    owner = await s.login('13800000001');
    other = await s.login('13800000004');
  });
  afterAll(async () => s.close());
  afterEach(() => {
    expect(s.violations, JSON.stringify(s.violations, null, 2)).toEqual([]);
  });

  it('stores a PNG under DATA_DIR/uploads and serves it back through its signed URL', async () => {
    const r = await upload(s, { file: { data: PNG_1x1, name: 'C:\\fakepath\\营业执照.png', type: 'image/png' }, scene: 'license' }, { token: owner });
    expect(r).toMatchObject({ code: 1, data: { name: '营业执照.png', size: PNG_1x1.length, mime: 'image/png' } });
    expect(r.data.url).toMatch(/^\/xm-merchant\/common\/file\/[0-9a-f]{32}\.png\?e=\d+&s=[\w-]{32}$/);
    const row = await s.handle.db.selectFrom('upload_file').selectAll().where('id', '=', r.data.fileId).executeTakeFirstOrThrow();
    expect(fs.readFileSync(path.join(s.config.dataDir, 'uploads', row.storage_key))).toEqual(PNG_1x1);
    const res = await getFile(s, r.data.url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-security-policy']).toContain('sandbox');
    expect(res.rawPayload).toEqual(PNG_1x1);
  });

  it('answers a multipart body without a boundary or cut short with a clear error, never a 500', async () => {
    const headers = { authorization: `Bearer ${owner}` };
    const noBoundary = await s.app.inject({ method: 'POST', url: '/xm-merchant/common/upload', headers: { ...headers, 'content-type': 'multipart/form-data' }, payload: '{"file":"x"}' });
    expect(noBoundary.statusCode).toBe(200);
    expect(noBoundary.json()).toMatchObject({ code: 0, data: null });
    expect(noBoundary.json().msg).toBe('上传请求格式不正确');
    const cut = await s.app.inject({
      method: 'POST',
      url: '/xm-merchant/common/upload',
      headers: { ...headers, 'content-type': 'multipart/form-data; boundary=XyZ' },
      payload: '--XyZ\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG',
    });
    expect(cut.statusCode).toBe(200);
    expect(cut.json().code).toBe(0);
  });

  it('checks the type by content: a .png that is really text is refused, whatever its name and header say', async () => {
    const before = await s.handle.db.selectFrom('upload_file').select((e) => e.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const r = await upload(s, { file: { data: Buffer.from('<script>alert(1)</script> not an image'), name: 'evil.png', type: 'image/png' }, scene: 'goods' }, { token: owner });
    expect(r.code).toBe(0);
    expect(r.msg).toBe('商品图片只支持 JPG、PNG、WEBP、GIF 图片（按文件内容识别，改扩展名无效）');
    const after = await s.handle.db.selectFrom('upload_file').select((e) => e.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('accepts PDF only where documents belong (licence, brand), and by content', async () => {
    const ok = await upload(s, { file: { data: PDF_MIN, name: '授权书.pdf', type: 'application/pdf' }, scene: 'brand' }, { token: owner });
    expect(ok).toMatchObject({ code: 1, data: { mime: 'application/pdf' } });
    expect(ok.data.url).toMatch(/\.pdf\?/);
    const no = await upload(s, { file: { data: PDF_MIN, name: 'id.pdf' }, scene: 'idcard' }, { token: owner });
    expect(no).toMatchObject({ code: 0, msg: '证件照片只支持 JPG、PNG、WEBP、GIF 图片（按文件内容识别，改扩展名无效）' });
    // A PDF renamed to .jpg is still a PDF.
    const renamed = await upload(s, { file: { data: PDF_MIN, name: 'x.jpg', type: 'image/jpeg' }, scene: 'license' }, { token: owner });
    expect(renamed.data.mime).toBe('application/pdf');
  });

  it('limits sizes: images 5 MB, anything 10 MB, with a Chinese message', async () => {
    const big = Buffer.concat([PNG_1x1, Buffer.alloc(5 * 1024 * 1024)]);
    const r = await upload(s, { file: { data: big, name: 'big.png' }, scene: 'goods' }, { token: owner });
    expect(r).toMatchObject({ code: 0, msg: '图片大小不能超过 5 MB' });
    const huge = Buffer.concat([PDF_MIN, Buffer.alloc(10 * 1024 * 1024 + 10)]);
    const h = await upload(s, { file: { data: huge, name: 'huge.pdf' }, scene: 'license' }, { token: owner });
    expect(h).toMatchObject({ code: 0, msg: '文件大小不能超过 10 MB' });
    expect(h.status).toBe(200);
  });

  it('validates the scene and the file field', async () => {
    expect(await upload(s, { file: { data: PNG_1x1, name: 'a.png' } }, { token: owner })).toMatchObject({ code: 0, msg: '请填写上传场景' });
    expect(await upload(s, { file: { data: PNG_1x1, name: 'a.png' }, scene: 'avatar' }, { token: owner })).toMatchObject({ code: 0, msg: expect.stringContaining('上传场景必须是') });
    expect(await upload(s, { scene: 'goods' }, { token: owner })).toMatchObject({ code: 0, msg: '请选择要上传的文件' });
    expect(await upload(s, { file: { data: Buffer.alloc(0), name: 'a.png' }, scene: 'goods' }, { token: owner })).toMatchObject({ code: 0, msg: '文件内容为空，请重新选择' });
    const json = await s.call('/xm-merchant/common/upload', { scene: 'goods' }, { token: owner });
    expect(json).toMatchObject({ code: 0, msg: '上传请求须为 multipart/form-data' });
  });

  it('refuses multipart bodies on JSON operations', async () => {
    const r = await upload(s, { scene: 'goods', phone: '13800000001' }, { url: '/xm-merchant/company/auth/userSmsCode' });
    expect(r).toMatchObject({ code: 0, msg: '不支持的请求内容类型，请使用 application/json' });
  });

  it('needs a login except for feedback screenshots, which are rate-limited per address', async () => {
    const r = await upload(s, { file: { data: PNG_1x1, name: 'a.png' }, scene: 'license' }, { ip: '10.0.0.9' });
    expect(r).toMatchObject({ code: 1003, msg: '请先登录后再上传文件' });
    const bad = await s.app.inject({ method: 'POST', url: '/xm-merchant/common/upload', headers: { authorization: 'Bearer nonsense-token-that-is-long-enough' } });
    expect(bad.json()).toMatchObject({ code: 1001 });
    const a = await upload(s, { file: { data: PNG_1x1, name: 'a.png' }, scene: 'feedback' }, { ip: '10.0.0.9' });
    expect(a.code).toBe(1);
    expect((await getFile(s, a.data.url)).statusCode).toBe(200);
    expect((await upload(s, { file: { data: PNG_1x1, name: 'a.png' }, scene: 'feedback' }, { ip: '10.0.0.9' })).code).toBe(1);
    expect(await upload(s, { file: { data: PNG_1x1, name: 'a.png' }, scene: 'feedback' }, { ip: '10.0.0.9' })).toMatchObject({ code: 0, msg: '上传过于频繁，请稍后再试或登录后上传' });
    // Another address is not affected.
    expect((await upload(s, { file: { data: PNG_1x1, name: 'a.png' }, scene: 'feedback' }, { ip: '10.0.0.10' })).code).toBe(1);
  });

  it('lets a company that is not yet verified upload its documents', async () => {
    const pending = await s.login('13800000002');
    expect((await upload(s, { file: { data: PNG_1x1, name: 'a.png' }, scene: 'license' }, { token: pending })).code).toBe(1);
  });

  it('serves a file only with a valid, unexpired signature or a token of the owning company', async () => {
    const r = await upload(s, { file: { data: PNG_1x1, name: 'a.png' }, scene: 'idcard' }, { token: owner });
    const url: string = r.data.url;
    const bare = url.split('?')[0]!;
    expect((await getFile(s, bare)).statusCode).toBe(403);
    const tampered = url.replace(/s=([\w-])/, (_m, c: string) => `s=${c === 'A' ? 'B' : 'A'}`);
    const t = await getFile(s, tampered);
    expect(t.statusCode).toBe(403);
    expect(t.json()).toMatchObject({ code: 1004, msg: '文件链接无效' });
    // A longer expiry with the old signature is refused too.
    const e = /e=(\d+)/.exec(url)![1]!;
    expect((await getFile(s, url.replace(`e=${e}`, `e=${Number(e) + 3600_000}`))).statusCode).toBe(403);
    // An expired signature.
    const expired = s.app.deps.fileSigner.sign(parseFileUrl(url)!, (await s.handle.db.selectFrom('upload_file').select('company_id').where('id', '=', r.data.fileId).executeTakeFirstOrThrow()).company_id, Date.now() - 3 * 24 * 3600_000);
    expect((await getFile(s, expired)).json()).toMatchObject({ code: 1004, msg: '文件链接已过期，请刷新页面' });
    // The owner's token works without a signature; another company's token does not.
    expect((await getFile(s, bare, owner)).statusCode).toBe(200);
    const foreign = await getFile(s, bare, other);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toMatchObject({ code: 1004, msg: '无权查看该文件' });
    // A signature made for another company (as if the file were theirs) does not open it.
    const otherCompany = (await s.call('/xm-merchant/company/user/info', undefined, { token: other })).data.companyId as number;
    const forged = s.app.deps.fileSigner.sign(parseFileUrl(url)!, otherCompany);
    expect((await getFile(s, forged)).statusCode).toBe(403);
    // Unknown ids and odd names are plain 404s.
    expect((await getFile(s, '/xm-merchant/common/file/00000000000000000000000000000000.png?e=1&s=x')).statusCode).toBe(404);
    expect((await getFile(s, '/xm-merchant/common/file/..%2f..%2fmerchant.sqlite')).statusCode).toBe(404);
    expect((await getFile(s, bare.replace('.png', '.pdf'))).statusCode).toBe(404);
  });
});
