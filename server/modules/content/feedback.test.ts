import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, startTestServer, type TestServer } from '../../testing/harness.ts';
import { getFile, uploadPng } from '../../testing/multipart.ts';

const SUBMIT = '/xm-merchant/feedback/submit';
const LIST = '/xm-merchant/feedback/list';

describe.each(DIALECTS)('feedback on %s', (dialect) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer(dialect, { feedbackPerIpHour: 2 });
  });
  afterAll(async () => s.close());
  afterEach(() => {
    expect(s.violations, JSON.stringify(s.violations, null, 2)).toEqual([]);
  });

  it('takes feedback without a login, with anonymous screenshots, rate-limited per address', async () => {
    const shot = await uploadPng(s, undefined, 'feedback');
    const r = await s.call(SUBMIT, { type: 2, content: '  页面加载很慢，希望优化  ', images: [shot], contact: 'wx_abc' }, { ip: '10.1.1.1' });
    expect(r).toMatchObject({ code: 1, data: { type: 2, content: '页面加载很慢，希望优化', contact: 'wx_abc', status: 0 } });
    expect((await getFile(s, r.data.images[0])).statusCode).toBe(200);
    const row = await s.handle.db.selectFrom('feedback').selectAll().where('id', '=', r.data.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ company_id: null, user_id: null });
    expect(JSON.parse(row.images_json)[0]).toBe(shot.split('?')[0]);
    expect((await s.call(SUBMIT, { type: 1, content: '第二条建议内容' }, { ip: '10.1.1.1' })).code).toBe(1);
    expect(await s.call(SUBMIT, { type: 1, content: '第三条建议内容' }, { ip: '10.1.1.1' })).toMatchObject({ code: 0, msg: '提交过于频繁，请稍后再试' });
  });

  it('validates type, content and screenshots with Chinese messages', async () => {
    expect(await s.call(SUBMIT, { type: 9, content: '内容内容内容' }, { ip: '10.1.1.2' })).toMatchObject({ code: 0, msg: expect.stringContaining('反馈类型') });
    expect(await s.call(SUBMIT, { type: 1, content: '短' }, { ip: '10.1.1.2' })).toMatchObject({ code: 0, msg: '反馈内容长度不能少于5个字符' });
    expect(await s.call(SUBMIT, { type: 1, content: '      ab     ' }, { ip: '10.1.1.2' })).toMatchObject({ code: 0, msg: '反馈内容不能少于5个字符' });
    expect(await s.call(SUBMIT, { type: 1, content: '带外部图片的反馈', images: ['https://evil.example/x.png'] }, { ip: '10.1.1.2' })).toMatchObject({ code: 0, msg: '截图（第1张）请通过上传获得地址' });
    // A company's private file cannot be attached anonymously.
    const owner = await s.login('13800000001');
    const priv = await uploadPng(s, owner, 'idcard');
    expect(await s.call(SUBMIT, { type: 1, content: '引用别人的证件照片', images: [priv] }, { ip: '10.1.1.3' })).toMatchObject({ code: 0, msg: '截图（第1张）文件不存在或无权使用，请重新上传' });
  });

  it('keeps signed-in feedback under the user, who sees only their own, newest first, by cursor', async () => {
    const a = await s.login('13800000002'); // a pending company may send feedback too
    const b = await s.login('13800000004');
    for (let i = 1; i <= 3; i++) expect((await s.call(SUBMIT, { type: 1, content: `第${i}条登录用户反馈`, images: [await uploadPng(s, a, 'feedback')] }, { token: a })).code).toBe(1);
    await s.call(SUBMIT, { type: 4, content: '另一个用户的反馈' }, { token: b });
    const p1 = await s.call(LIST, { pageSize: 2 }, { token: a });
    expect(p1.data.list.map((x: { content: string }) => x.content)).toEqual(['第3条登录用户反馈', '第2条登录用户反馈']);
    expect((await getFile(s, p1.data.list[0].images[0])).statusCode).toBe(200);
    const p2 = await s.call(LIST, { pageSize: 2, cursor: p1.data.nextCursor }, { token: a });
    expect(p2.data).toMatchObject({ list: [{ content: '第1条登录用户反馈' }], nextCursor: null });
    expect(await s.call(LIST, { pageSize: 2 })).toMatchObject({ code: 1003 });
  });
});
