import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, startTestServer, type TestServer } from '../../testing/harness.ts';
import ExcelJS from 'exceljs';
import { brandReview } from '../../platform/commands/goods-review.ts';

const U = (p: string) => `/xm-merchant/goods/${p}`;
const DAY = 86400_000;

describe.each(DIALECTS)('virtual cards and brands on %s', (dialect) => {
  let s: TestServer;
  let owner: string;
  let other: string;
  let ticketId: number;
  beforeAll(async () => {
    s = await startTestServer(dialect);
    owner = await s.login('13800000001');
    other = await s.login('13800000004');
    ticketId = (await s.call(U('virtualCard/goods'), { keyword: '观影' }, { token: owner })).data.list[0].goodsId;
  });
  afterAll(async () => s.close());
  afterEach(() => {
    expect(s.violations, JSON.stringify(s.violations, null, 2)).toEqual([]);
  });

  it('lists batches with their code counts and only virtual goods as options', async () => {
    const opts = (await s.call(U('virtualCard/goods'), {}, { token: owner })).data.list;
    expect(opts.map((o: any) => o.name).sort()).toEqual(['校园影院观影兑换券 2D 通兑', '自习室月卡 会员'].sort());
    const b = (await s.call(U('virtualCard/batch/list'), { pageNum: 1, pageSize: 10 }, { token: owner })).data;
    expect(b.list[0]).toMatchObject({ name: '十一月第一批', total: 30, unused: 15, delivered: 9, redeemed: 6 });
    expect((await s.call(U('virtualCard/batch/list'), { pageNum: 1, pageSize: 10 }, { token: other })).data.total).toBe(0);
  });

  it('adds a batch only for the company’s own virtual goods', async () => {
    const physical = (await s.call(U('goodsInfo/list'), { keyword: '中性笔', pageSize: 1 }, { token: owner })).data.list[0].goodsId;
    expect((await s.call(U('virtualCard/batch/add'), { goodsId: physical, name: '批次一' }, { token: owner })).msg).toBe('只有虚拟卡券商品可以建卡券批次');
    expect((await s.call(U('virtualCard/batch/add'), { goodsId: ticketId, name: '批次一' }, { token: other })).msg).toBe('商品不存在或已删除');
    expect((await s.call(U('virtualCard/batch/add'), { goodsId: ticketId, name: '过期批次', validTo: Date.now() - 1 }, { token: owner })).msg).toBe('有效期须晚于现在');
    const r = await s.call(U('virtualCard/batch/add'), { goodsId: ticketId, name: '十二月批次', validTo: Date.now() + 30 * DAY, remark: '测试' }, { token: owner });
    expect(r.code).toBe(1);
    expect((await s.call(U('virtualCard/batch/add'), { goodsId: ticketId, name: '十二月批次' }, { token: owner })).msg).toBe('该商品下已有同名批次');
  });

  it('imports codes line by line: duplicates, bad formats and existing codes are rejected with a reason', async () => {
    const batchId = (await s.call(U('virtualCard/batch/add'), { goodsId: ticketId, name: '导入测试批次' }, { token: owner })).data.batchId;
    const lines = [
      { line: 1, code: ' ABCD-1234-EF ' },
      { line: 2, code: 'XYZ98765' },
      { line: 3, code: 'ABCD-1234-EF' },
      { line: 4, code: 'bad code!' },
      { line: 5, code: '' },
      { line: 6, code: 'XMTK00202600' },
    ];
    const r = await s.call(U('virtualCard/code/import'), { batchId, lines }, { token: owner });
    expect(r.data.added).toBe(2);
    expect(r.data.rejected).toBe(4);
    expect(r.data.lines).toEqual([
      { line: 1, codeMasked: 'AB******EF', ok: true, reason: null },
      { line: 2, codeMasked: 'XY****65', ok: true, reason: null },
      { line: 3, codeMasked: 'AB******EF', ok: false, reason: '与第 1 行重复' },
      { line: 4, codeMasked: 'ba*****e!', ok: false, reason: '格式不正确：须为 6 至 64 位字母、数字或 -' },
      { line: 5, codeMasked: '', ok: false, reason: '卡密为空' },
      { line: 6, codeMasked: 'XM******00', ok: false, reason: '卡密已存在' },
    ]);
    // A second import of the same file adds nothing.
    const again = await s.call(U('virtualCard/code/import'), { batchId, lines: lines.slice(0, 2) }, { token: owner });
    expect(again.data).toMatchObject({ added: 0, rejected: 2 });
    expect(again.data.lines.map((l: any) => l.reason)).toEqual(['卡密已存在', '卡密已存在']);
    const list = (await s.call(U('virtualCard/code/list'), { batchId, pageNum: 1, pageSize: 10 }, { token: owner })).data;
    expect(list.total).toBe(2);
    expect(JSON.stringify(list)).not.toContain('ABCD-1234-EF');
    expect((await s.call(U('virtualCard/code/import'), { batchId, lines }, { token: other })).msg).toBe('卡券批次不存在');
    expect((await s.call(U('virtualCard/code/list'), { batchId, pageNum: 1, pageSize: 10 }, { token: other })).msg).toBe('卡券批次不存在');
    const tooMany = Array.from({ length: 5001 }, (_, i) => ({ line: i + 1, code: `CODE${i}XX` }));
    expect((await s.call(U('virtualCard/code/import'), { batchId, lines: tooMany }, { token: owner })).msg).toContain('卡密行');
  });

  it('imports the same new codes twice at once (a double click): each code written once, the other import told so, no error', async () => {
    const batchId = (await s.call(U('virtualCard/batch/add'), { goodsId: ticketId, name: '并发导入批次' }, { token: owner })).data.batchId;
    const lines = Array.from({ length: 40 }, (_, i) => ({ line: i + 1, code: `TWIN${String(i).padStart(4, '0')}X` }));
    const rs = await Promise.all(Array.from({ length: 6 }, () => s.call(U('virtualCard/code/import'), { batchId, lines }, { token: owner })));
    expect(rs.map((r) => r.code)).toEqual([1, 1, 1, 1, 1, 1]);
    expect(rs.reduce((n, r) => n + r.data.added, 0)).toBe(40);
    for (const r of rs) {
      expect(r.data.added + r.data.rejected).toBe(40);
      expect(r.data.lines.filter((l: any) => !l.ok).every((l: any) => l.reason === '卡密已存在')).toBe(true);
    }
    const n = await s.handle.db.selectFrom('card_code').select((eb) => eb.fn.countAll<number>().as('n')).where('batch_id', '=', batchId).executeTakeFirstOrThrow();
    expect(Number(n.n)).toBe(40);
  });

  it('reads card codes from CSV, text and Excel files with their line numbers', async () => {
    const parse = (fileName: string, content: Buffer | string) =>
      s.call(U('virtualCard/code/parseFile'), { fileName, contentBase64: Buffer.from(content).toString('base64') }, { token: owner });
    const csv = await parse('codes.csv', '\uFEFF卡密,备注\r\nAAAA1111,first\r\n\r\n"BBBB-2222",x\nAAAA1111\n');
    expect(csv.data.lines).toEqual([
      { line: 2, code: 'AAAA1111' },
      { line: 4, code: 'BBBB-2222' },
      { line: 5, code: 'AAAA1111' },
    ]);
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('卡密');
    ws.addRow(['code']);
    ws.addRow(['XLSX0001']);
    ws.addRow([12345678]);
    const xlsx = Buffer.from(await wb.xlsx.writeBuffer());
    expect((await parse('卡密.xlsx', xlsx)).data.lines).toEqual([
      { line: 2, code: 'XLSX0001' },
      { line: 3, code: '12345678' },
    ]);
    expect((await parse('fake.xlsx', 'not a zip')).msg).toBe('文件不是有效的 Excel（.xlsx）文件');
    expect((await parse('a.pdf', 'x')).msg).toBe('只支持 .xlsx、.csv 或 .txt 文件');
    expect((await parse('empty.txt', '\n\n')).msg).toBe('文件中没有卡密');
  });

  it('refuses imports into an expired batch', async () => {
    const batchId = (await s.call(U('virtualCard/batch/add'), { goodsId: ticketId, name: '将过期批次', validTo: Date.now() + DAY }, { token: owner })).data.batchId;
    await s.handle.db.updateTable('card_batch').set({ valid_to: Date.now() - 1 }).where('id', '=', batchId).execute();
    expect((await s.call(U('virtualCard/code/import'), { batchId, lines: [{ line: 1, code: 'QWERTY12' }] }, { token: owner })).msg).toBe('批次已过期，不能再导入卡密');
  });

  it('checks a code: delivered, redeemed, unknown, and never another company’s', async () => {
    const check = async (code: string, token = owner) => (await s.call(U('virtualCard/code/check'), { code }, { token })).data;
    expect(await check('XMTK00202600')).toMatchObject({ found: true, status: 2, batchName: '十一月第一批', codeMasked: 'XM******00' });
    const delivered = await check(`XMTK${String(202600 + 10 * 37).padStart(8, '0')}`);
    expect(delivered).toMatchObject({ found: true, status: 1 });
    expect(delivered.orderNo).toMatch(/^XM/);
    expect(await check('NOPE123456')).toMatchObject({ found: false, status: null });
    expect(await check('XMTK00202600', other)).toMatchObject({ found: false });
  });

  const apply = (over: Record<string, unknown> = {}) => ({
    name: '测试品牌',
    logoUrl: null,
    brandType: 2,
    authType: 1,
    trademarkNo: 'TM2024001',
    trademarkUrls: ['/demo-goods/cert.svg'],
    authUrls: ['/demo-goods/cert.svg'],
    validFrom: Date.now() - DAY,
    validTo: Date.now() + 365 * DAY,
    ...over,
  });

  it('lists brands with review status and flags those expiring within 30 days', async () => {
    const l = (await s.call(U('brand/list'), { pageNum: 1, pageSize: 20 }, { token: owner })).data.list;
    const by = (n: string) => l.find((b: any) => b.name === n);
    expect(by('青禾文具')).toMatchObject({ status: 1, expiringSoon: true, expired: false, authType: 1 });
    expect(by('校园优选')).toMatchObject({ status: 1, expiringSoon: false, authType: null });
    expect(by('极光数码')).toMatchObject({ status: -1, reason: '授权书未盖公章，请上传盖章的授权文件' });
    expect((await s.call(U('brand/list'), { status: 0, pageNum: 1, pageSize: 20 }, { token: owner })).data.list.map((b: any) => b.name)).toEqual(['云岭山货']);
    expect((await s.call(U('brand/detail'), { brandId: by('青禾文具').brandId }, { token: other })).msg).toBe('品牌不存在');
  });

  it('applies for a brand with the rules of each brand type, and the platform reviews it', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ authType: null }, '授权品牌请选择授权类型'],
      [{ authUrls: [] }, '授权品牌请上传授权文件'],
      [{ validTo: Date.now() - 2 * DAY, validFrom: Date.now() - 3 * DAY }, '资质已过期，请上传有效期内的资质'],
      [{ validTo: Date.now() - 5 * DAY }, '有效期至须晚于有效期起'],
      [{ trademarkNo: '12' }, '商标注册号'],
      [{ trademarkUrls: [] }, '商标注册证'],
      [{ trademarkUrls: ['javascript:alert(1)'] }, '商标注册证图片（第1项）格式不正确'],
      [{ name: '校园优选' }, '该品牌已申请过，请勿重复申请'],
    ];
    for (const [over, msg] of cases) {
      const r = await s.call(U('brand/apply'), apply(over), { token: owner });
      expect(r.code, JSON.stringify(over)).toBe(0);
      expect(r.msg).toContain(msg);
    }
    const r = await s.call(U('brand/apply'), apply({ brandType: 1, authType: 2 }), { token: owner });
    expect(r.code).toBe(1);
    const d = (await s.call(U('brand/detail'), { brandId: r.data.brandId }, { token: owner })).data;
    expect(d).toMatchObject({ status: 0, authType: null, authUrls: [], brandType: 1 });
    expect((await s.call(U('brand/apply'), apply({ brandId: r.data.brandId }), { token: owner })).msg).toBe('该申请正在审核中，不能修改');
    const lines: string[] = [];
    await brandReview.run([String(r.data.brandId), 'reject', '商标证模糊'], { handle: s.handle, out: (l) => lines.push(l) });
    expect(lines[0]).toContain('已驳回');
    expect((await s.call(U('brand/detail'), { brandId: r.data.brandId }, { token: owner })).data).toMatchObject({ status: -1, reason: '商标证模糊' });
    // Fix and resubmit the rejected application.
    expect((await s.call(U('brand/apply'), apply({ brandId: r.data.brandId, brandType: 1 }), { token: owner })).code).toBe(1);
    await brandReview.run([String(r.data.brandId), 'pass'], { handle: s.handle, out: () => {} });
    expect((await s.call(U('brand/detail'), { brandId: r.data.brandId }, { token: owner })).data.status).toBe(1);
    expect((await s.call(U('brand/apply'), apply({ brandId: r.data.brandId }), { token: owner })).msg).toBe('已通过且未临近到期的品牌无需重新提交');
    expect((await s.call(U('brand/apply'), apply({ brandId: r.data.brandId, name: '别家' }), { token: other })).msg).toBe('品牌不存在');
  });
});
