import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, startTestServer, type TestServer } from '../../testing/harness.ts';
import { PDF_MIN, upload, uploadPng } from '../../testing/multipart.ts';
import { resolveAuth } from '../../lib/session.ts';
import { decide, listPending, ReviewError } from './verify-review.ts';
import { reviewCommand } from '../../platform/commands/review.ts';
import { CommandError } from '../../platform/types.ts';

const DETAIL = '/xm-merchant/company/verify/detail';
const DRAFT = '/xm-merchant/company/verify/saveDraft';
const SUBMIT = '/xm-merchant/company/verify/submit';
const INFO = '/xm-merchant/company/user/info';

let phoneSeq = 0;

/** A brand-new merchant signed in by SMS: company at -2. */
async function freshMerchant(s: TestServer) {
  const phone = `1390000${String(1000 + phoneSeq++).padStart(4, '0')}`;
  const r = await s.call('/xm-merchant/company/auth/userSmsCode', { phone });
  if (r.code !== 1) throw new Error(r.msg);
  const code = await s.lastSmsCode(phone);
  const login = await s.call('/xm-merchant/company/auth/loginSmsCode', { phone, code });
  const token = login.data.authToken as string;
  const info = await s.call(INFO, undefined, { token });
  return { phone, token, companyId: info.data.companyId as number };
}

async function validForm(s: TestServer, token: string, over: (f: any) => void = () => {}) {
  const cats = (await s.call(DETAIL, undefined, { token })).data.categoryOptions as { id: number }[];
  const f: any = {
    companyType: 1,
    license: {
      imageUrl: await uploadPng(s, token, 'license'),
      creditCode: '91350100M000100Y43',
      name: '福州青禾校园科技有限公司',
      address: '福建省福州市鼓楼区五四路 100 号',
      validFrom: Date.UTC(2020, 0, 1),
      validTo: null,
      longTerm: true,
    },
    legalPerson: {
      idType: 1,
      idNumber: '11010519491231002X',
      name: '张明',
      idFrontUrl: await uploadPng(s, token, 'idcard'),
      idBackUrl: await uploadPng(s, token, 'idcard'),
      phone: '13800138000',
    },
    shop: { shopName: '青禾文具旗舰店', shopType: 4, flagshipType: null, brandType: 1, brandName: null, mainCategoryIds: [cats[0]!.id, cats[1]!.id] },
    settlement: { accountType: 1, accountName: '福州青禾校园科技有限公司', bankName: '中国工商银行', branchName: '中国工商银行福州五四路支行', accountNumber: '1402020309900012345' },
    crossBorder: null,
  };
  over(f);
  return f;
}

const company = (s: TestServer, id: number) => s.handle.db.selectFrom('company').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const audits = (s: TestServer, id: number) =>
  s.handle.db.selectFrom('audit_log').select(['action', 'actor', 'detail']).where('company_id', '=', id).where('action', 'like', 'company.verify.%').orderBy('id').execute();

describe.each(DIALECTS)('company verification on %s', (dialect) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer(dialect, { smsPerIpHour: 10_000, uploadPerUserHour: 10_000 });
  });
  afterAll(async () => s.close());
  afterEach(() => {
    expect(s.violations, JSON.stringify(s.violations, null, 2)).toEqual([]);
  });

  it('starts empty for a new merchant, with main-category options', async () => {
    const m = await freshMerchant(s);
    const d = await s.call(DETAIL, undefined, { token: m.token });
    expect(d).toMatchObject({ code: 1, data: { form: null, submitted: null, reviewStatus: -2, draftStatus: 0, reviewReason: null, companyType: 1 } });
    const level1 = await s.handle.db.selectFrom('category').select('name').where('level', '=', 1).orderBy('sort').orderBy('id').execute();
    expect(level1.length).toBeGreaterThan(0);
    expect(d.data.categoryOptions.map((c: { name: string }) => c.name).sort()).toEqual(level1.map((c) => c.name).sort());
  });

  it('saves a partial draft, restores it with re-signed file URLs, and keeps the status at -2', async () => {
    const m = await freshMerchant(s);
    const img = await uploadPng(s, m.token, 'license');
    const r = await s.call(DRAFT, { companyType: 2, currentStep: 1, license: { imageUrl: img, creditCode: '91350100M000100Y43', validTo: null }, crossBorder: null }, { token: m.token });
    expect(r, r.msg).toMatchObject({ code: 1, data: { reviewStatus: -2, draftStatus: 1, companyType: 2 } });
    const row = await s.handle.db.selectFrom('company_verify').selectAll().where('company_id', '=', m.companyId).executeTakeFirstOrThrow();
    // Only what was filled in is kept (nulls dropped), file URLs without their signature.
    expect(JSON.parse(row.draft_json!)).toEqual({ companyType: 2, currentStep: 1, license: { imageUrl: img.split('?')[0], creditCode: '91350100M000100Y43' } });
    const d = await s.call(DETAIL, undefined, { token: m.token });
    expect(d.data.form.license.imageUrl).toMatch(/^\/xm-merchant\/common\/file\/[0-9a-f]{32}\.png\?e=\d+&s=/);
    expect(d.data).toMatchObject({ draftStatus: 1, reviewStatus: -2 });
    expect((await s.call(INFO, undefined, { token: m.token })).data.draftStatus).toBe(1);
    expect(await audits(s, m.companyId)).toEqual([]);
  });

  it('checks filled draft fields too (credit code checksum), changing nothing', async () => {
    const m = await freshMerchant(s);
    const r = await s.call(DRAFT, { license: { creditCode: '91350100M000100Y44' } }, { token: m.token });
    expect(r).toMatchObject({ code: 0, msg: '统一社会信用代码校验位不正确，请核对营业执照' });
    expect((await company(s, m.companyId)).draft_status).toBe(0);
    const bad = await s.call(DRAFT, { legalPerson: { phone: '12345' } }, { token: m.token });
    expect(bad).toMatchObject({ code: 0, msg: '手机号格式不正确' });
  });

  describe('submit rules (each refused with a Chinese message, nothing changed)', () => {
    const cases: [string, (f: any) => void, string][] = [
      ['credit code checksum', (f) => (f.license.creditCode = '91350100M000100Y44'), '统一社会信用代码校验位不正确，请核对营业执照'],
      ['credit code characters', (f) => (f.license.creditCode = '91350100M000100I43'), '统一社会信用代码格式不正确'],
      ['mainland ID checksum (type 1)', (f) => (f.legalPerson.idNumber = '110105194912310021'), '证件号码不符合中国大陆居民身份证的格式：18 位，最后一位可为 X，且校验位正确'],
      ['mainland ID birth date (type 1)', (f) => (f.legalPerson.idNumber = '110105194913310025'), '证件号码不符合中国大陆居民身份证的格式：18 位，最后一位可为 X，且校验位正确'],
      ['HK/Macau pass pattern (type 4)', (f) => Object.assign(f.legalPerson, { idType: 4, idNumber: 'C12345678' }), '证件号码不符合港澳居民来往内地通行证的格式：H 或 M 开头，后接 8 位或 10 位数字'],
      ['HK ID check digit (type 8)', (f) => Object.assign(f.legalPerson, { idType: 8, idNumber: 'A123456(4)' }), '证件号码不符合香港身份证的格式：1 至 2 位字母加 6 位数字和校验码，如 A123456(3)'],
      ['Taiwan pass (type 5)', (f) => Object.assign(f.legalPerson, { idType: 5, idNumber: '1234567' }), '证件号码不符合台湾居民来往大陆通行证的格式：8 位或 10 位数字'],
      ['phone pattern', (f) => (f.legalPerson.phone = '12800000001'), '手机号格式不正确'],
      ['ID back image for an ID card', (f) => (f.legalPerson.idBackUrl = null), '请上传证件国徽面（背面）照片'],
      ['cross-border extras (type 4)', (f) => (f.companyType = 4), '跨境企业请填写跨境信息（境外主体、所在国家/地区、清关合作方）'],
      ['flagship type for a flagship shop', (f) => Object.assign(f.shop, { shopType: 1, brandName: '青禾', flagshipType: null }), '请选择旗舰店类型'],
      ['auth type for an authorized brand', (f) => Object.assign(f.shop, { brandType: 2, brandName: '晨光', authType: null }), '授权品牌请选择授权类型'],
      ['auth documents for an authorized brand', (f) => Object.assign(f.shop, { brandType: 2, brandName: '晨光', authType: 1, authDocUrls: [] }), '授权品牌请上传授权文件'],
      ['licence validity end', (f) => Object.assign(f.license, { longTerm: false, validTo: null }), '请填写营业执照有效期止，或选择长期有效'],
      ['expired licence', (f) => Object.assign(f.license, { longTerm: false, validTo: Date.UTC(2021, 0, 1) }), '营业执照已过期，请上传有效的营业执照'],
      ['company account for a company', (f) => Object.assign(f.settlement, { accountType: 2, accountName: '张明' }), '企业与跨境企业的结算账户须为对公账户'],
      ['account name = licence name', (f) => (f.settlement.accountName = '别的公司'), '对公账户的开户名须与营业执照名称一致'],
      ['a file from outside the upload endpoint', (f) => (f.license.imageUrl = 'https://example.com/a.png'), '营业执照图片请通过上传获得地址'],
      ['an unknown main category', (f) => (f.shop.mainCategoryIds = [999999]), '主营类目不存在，请重新选择'],
      ['a missing field (schema, by title)', (f) => delete f.settlement.accountNumber, '请填写银行账号'],
    ];
    it.each(cases)('%s', async (_name, mutate, msg) => {
      const m = await freshMerchant(s);
      const form = await validForm(s, m.token, mutate);
      const r = await s.call(SUBMIT, form, { token: m.token });
      expect(r).toMatchObject({ code: 0, msg });
      const c = await company(s, m.companyId);
      expect(c).toMatchObject({ review_status: -2, submitted_at: null });
      expect(await audits(s, m.companyId)).toEqual([]);
    });

    it("refuses another company's uploaded file", async () => {
      const a = await freshMerchant(s);
      const b = await freshMerchant(s);
      const foreign = await uploadPng(s, a.token, 'license');
      const r = await s.call(SUBMIT, await validForm(s, b.token, (f) => (f.license.imageUrl = foreign)), { token: b.token });
      expect(r).toMatchObject({ code: 0, msg: '营业执照图片文件不存在或无权使用，请重新上传' });
      const d = await s.call(DRAFT, { license: { imageUrl: foreign } }, { token: b.token });
      expect(d).toMatchObject({ code: 0, msg: '营业执照图片文件不存在或无权使用，请重新上传' });
    });

    it('accepts the other shapes: passport without a back image, authorized flagship with a PDF, cross-border with extras, personal account for an individual business', async () => {
      const m1 = await freshMerchant(s);
      const pdf = (await upload(s, { file: { data: PDF_MIN, name: '授权书.pdf' }, scene: 'brand' }, { token: m1.token })).data.url;
      const f1 = await validForm(s, m1.token, (f) => {
        Object.assign(f.legalPerson, { idType: 3, idNumber: 'E12345678', idBackUrl: null });
        Object.assign(f.shop, { shopType: 1, flagshipType: 2, brandType: 2, brandName: '晨光', authType: 1, authDocUrls: [pdf], authValidTo: Date.now() + 365 * 86400_000 });
      });
      expect((await s.call(SUBMIT, f1, { token: m1.token })).code).toBe(1);

      const m2 = await freshMerchant(s);
      const f2 = await validForm(s, m2.token, (f) => {
        f.companyType = 4;
        Object.assign(f.legalPerson, { idType: 8, idNumber: 'A123456(3)' });
        f.crossBorder = { overseasEntityName: 'Haihe Global Trading Limited', region: '中国香港', partner: 'cainiaobaoshui', customsCode: null };
      });
      expect((await s.call(SUBMIT, f2, { token: m2.token })).code).toBe(1);
      expect((await company(s, m2.companyId)).company_type).toBe(4);

      const m3 = await freshMerchant(s);
      const f3 = await validForm(s, m3.token, (f) => {
        f.companyType = 2;
        f.crossBorder = { overseasEntityName: 'ignored', region: '香港', partner: 'haiku' };
        Object.assign(f.settlement, { accountType: 2, accountName: '张明' });
        Object.assign(f.shop, { shopType: 4, flagshipType: 1 });
      });
      const r3 = await s.call(SUBMIT, f3, { token: m3.token });
      expect(r3.code, r3.msg).toBe(1);
      const stored = JSON.parse((await s.handle.db.selectFrom('company_verify').select('form_json').where('company_id', '=', m3.companyId).executeTakeFirstOrThrow()).form_json!);
      // Fields that do not apply are normalised away.
      expect(stored.crossBorder).toBeNull();
      expect(stored.shop.flagshipType).toBeNull();
    });
  });

  it('runs the whole story: -2 → 0 → -1 → 0 → 1, one audit row per transition, ready status and key follow', async () => {
    const m = await freshMerchant(s);
    await s.call(DRAFT, { companyType: 1, currentStep: 2 }, { token: m.token });
    const form = await validForm(s, m.token);
    const sub = await s.call(SUBMIT, form, { token: m.token });
    expect(sub).toMatchObject({ code: 1, data: { reviewStatus: 0, draftStatus: 0, reviewReason: null, submittedAt: expect.any(Number) } });
    expect(await company(s, m.companyId)).toMatchObject({ review_status: 0, name: '福州青禾校园科技有限公司', ready_status: 0 });

    // Pending: no second submit, no draft edits; nothing changes.
    expect(await s.call(SUBMIT, form, { token: m.token })).toMatchObject({ code: 0, msg: '认证资料正在审核中，审核完成前不能修改或重复提交' });
    expect(await s.call(DRAFT, { companyType: 2 }, { token: m.token })).toMatchObject({ code: 0, msg: '认证资料正在审核中，审核完成前不能修改或重复提交' });
    expect((await company(s, m.companyId)).company_type).toBe(1);
    // Merchants cannot approve themselves: the only way is the platform.
    expect((await listPending(s.handle.db)).map((p) => p.companyId)).toContain(m.companyId);

    await decide(s.handle.db, m.companyId, { pass: false, reason: '营业执照图片不清晰，请重新上传' });
    let info = (await s.call(INFO, undefined, { token: m.token })).data;
    expect(info).toMatchObject({ reviewStatus: -1, reviewReason: '营业执照图片不清晰，请重新上传', readyStatus: 0 });
    const det = await s.call(DETAIL, undefined, { token: m.token });
    expect(det.data).toMatchObject({ reviewStatus: -1, draftStatus: 0, reviewReason: '营业执照图片不清晰，请重新上传' });
    expect(det.data.form.license.creditCode).toBe('91350100M000100Y43'); // the submitted form, to fix
    expect(det.data.submitted.shop.shopName).toBe('青禾文具旗舰店');

    // Rejected: edit (draft) and resubmit.
    expect((await s.call(DRAFT, { ...form, currentStep: 0 }, { token: m.token })).data.draftStatus).toBe(1);
    const again = await s.call(SUBMIT, await validForm(s, m.token, (f) => (f.license.imageUrl = form.license.imageUrl)), { token: m.token });
    expect(again).toMatchObject({ code: 1, data: { reviewStatus: 0, reviewReason: null, draftStatus: 0 } });

    await decide(s.handle.db, m.companyId, { pass: true });
    info = (await s.call(INFO, undefined, { token: m.token })).data;
    expect(info).toMatchObject({ reviewStatus: 1, readyStatus: 1, shopName: '青禾文具旗舰店', companyName: '福州青禾校园科技有限公司' });
    const auth = await resolveAuth(s.handle.db, s.config, `Bearer ${m.token}`);
    expect(auth.keys.has('common.company-verify')).toBe(true);

    // Passed: no more edits.
    expect(await s.call(DRAFT, { companyType: 2 }, { token: m.token })).toMatchObject({ code: 0, msg: '公司已通过认证，资料不能再修改；如需变更请联系平台客服' });
    expect(await s.call(SUBMIT, form, { token: m.token })).toMatchObject({ code: 0, msg: '公司已通过认证，资料不能再修改；如需变更请联系平台客服' });

    const rows = await audits(s, m.companyId);
    expect(rows.map((r) => r.action)).toEqual(['company.verify.submit', 'company.verify.reject', 'company.verify.resubmit', 'company.verify.pass']);
    expect(rows.map((r) => JSON.parse(r.detail!)).map((d) => [d.from, d.to])).toEqual([
      [-2, 0],
      [0, -1],
      [-1, 0],
      [0, 1],
    ]);
    expect(rows[1]!.actor).toBe('platform');
  });

  it('refuses platform decisions on anything but a pending application', async () => {
    const m = await freshMerchant(s);
    await expect(decide(s.handle.db, m.companyId, { pass: true })).rejects.toThrow(new ReviewError(`公司 ${m.companyId} 当前为「待提交」，只有审核中的申请可以审核`));
    await expect(decide(s.handle.db, 987654, { pass: true })).rejects.toThrow('公司 987654 不存在');
    await s.call(SUBMIT, await validForm(s, m.token), { token: m.token });
    await expect(decide(s.handle.db, m.companyId, { pass: false, reason: '  ' })).rejects.toThrow('驳回须填写原因');
    expect((await company(s, m.companyId)).review_status).toBe(0);
  });

  it('lets only the owner see or change the verification', async () => {
    const staff = await s.login('13800000003');
    expect(await s.call(DETAIL, undefined, { token: staff })).toMatchObject({ code: 1004 });
    expect(await s.call(DRAFT, { companyType: 1 }, { token: staff })).toMatchObject({ code: 1004, msg: expect.stringMatching(/^仅店铺负责人可以/) });
    expect(await s.call(DETAIL)).toMatchObject({ code: 1003 });
  });

  it('review command: list, pass, reject with a reason, operator mistakes', async () => {
    const m = await freshMerchant(s);
    await s.call(SUBMIT, await validForm(s, m.token), { token: m.token });
    const lines: string[] = [];
    const ctx = { handle: s.handle, out: (l: string) => lines.push(l) };
    await reviewCommand.run(['list'], ctx);
    expect(lines.join('\n')).toMatch(new RegExp(`公司ID ${m.companyId}  福州青禾校园科技有限公司  企业  店铺：青禾文具旗舰店  信用代码：91350100M000100Y43  负责人：${m.phone}`));
    await reviewCommand.run([String(m.companyId), 'reject', '法人证件', '照片模糊'], ctx);
    expect(lines.at(-1)).toBe(`公司 ${m.companyId} 已驳回：法人证件 照片模糊`);
    expect((await company(s, m.companyId)).review_reason).toBe('法人证件 照片模糊');
    await expect(reviewCommand.run([String(m.companyId), 'pass'], ctx)).rejects.toThrow(CommandError);
    await expect(reviewCommand.run([String(m.companyId), 'reject'], ctx)).rejects.toThrow('驳回须填写原因');
    await expect(reviewCommand.run(['abc', 'pass'], ctx)).rejects.toThrow('公司ID 应为正整数：abc');
    await expect(reviewCommand.run([String(m.companyId), 'approve'], ctx)).rejects.toThrow('未知操作：approve，应为 pass 或 reject');
    await s.call(SUBMIT, await validForm(s, m.token), { token: m.token });
    await reviewCommand.run([String(m.companyId), 'pass'], ctx);
    expect(lines.at(-1)).toBe(`公司 ${m.companyId} 已通过审核`);
    expect((await company(s, m.companyId)).review_status).toBe(1);
  });
});
