import { deflateSync } from 'node:zlib';
import type { Locator, Page } from '@playwright/test';
import { runPlatform } from '../../server/platform/cli.ts';
import { apiLogin, DEMO, expect, lastSmsCode, shot, test, withToken } from './support/fixtures.ts';

/** A real PNG (a 160×100 blue card with a lighter band, visible in screenshots) and a minimal PDF: the server checks content, not names. */
function makePng(w: number, h: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (b: Buffer) => {
    let c = 0xffffffff;
    for (const x of b) c = crcTable[(c ^ x) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const td = Buffer.concat([Buffer.from(type), data]);
    const c = Buffer.alloc(4);
    c.writeUInt32BE(crc(td));
    return Buffer.concat([len, td, c]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const rows: number[] = [];
  for (let y = 0; y < h; y++) {
    rows.push(0);
    for (let x = 0; x < w; x++) rows.push(...(y > h / 3 && y < (2 * h) / 3 ? [145, 202, 255] : [22, 119, 255]));
  }
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(Buffer.from(rows))), chunk('IEND', Buffer.alloc(0))]);
}
const PNG = makePng(160, 100);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');

/** The platform operator's CLI, against the e2e server's data directory. */
async function platform(...args: string[]): Promise<string[]> {
  process.env.DATA_DIR = process.env.E2E_DATA_DIR;
  delete process.env.DATABASE_URL;
  const out: string[] = [];
  const code = await runPlatform(args, (l) => out.push(l));
  expect(code, out.join('\n')).toBe(0);
  return out;
}

const item = (page: Page, label: string): Locator => page.locator('.ant-form-item').filter({ has: page.locator(`label:text-is("${label}")`) }).last();

async function uploadTo(page: Page, label: string, file: { name: string; mimeType: string; buffer: Buffer }) {
  const it = item(page, label);
  const before = await it.locator('.ant-upload-list-item-done, .ant-upload-list-item:not(.ant-upload-list-item-uploading)').count();
  await it.locator('input[type=file]').setInputFiles(file);
  await expect(it.locator('.ant-upload-list-item')).toHaveCount(before + 1);
  await expect(it.locator('.ant-upload-list-item-uploading')).toHaveCount(0);
}

async function pickDate(page: Page, input: Locator, date: string) {
  await input.click();
  await input.fill(date);
  await input.press('Enter');
  await page.keyboard.press('Escape');
}

async function selectOptions(page: Page, label: string, options: string[]) {
  await item(page, label).locator('.ant-select').click();
  for (const option of options) await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option }).first().click();
  await page.keyboard.press('Escape');
  if (await page.locator('.ant-select-dropdown:visible').count()) await page.locator('.xm-login-brand').click();
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
}

const activeStep = (page: Page) => page.locator('.ant-steps-item-active .ant-steps-item-title');

test('a new merchant signs up by SMS, verifies the company, is rejected, fixes it, passes and enters the shop', async ({ page }) => {
  test.setTimeout(120_000);
  const phone = '13700005678';

  // 1. Sign in by SMS: the first login registers, and the guard sends an unverified company to /login/apply.
  await page.goto('/login');
  await page.getByRole('tab', { name: '短信验证码登录' }).click();
  const sms = page.getByRole('tabpanel', { name: '短信验证码登录' });
  await sms.getByPlaceholder('请输入手机号').fill(phone);
  await sms.getByRole('button', { name: '获取验证码' }).click();
  await expect(sms.getByRole('button', { name: /秒后重发/ })).toBeVisible();
  await sms.getByPlaceholder('6 位验证码').fill(lastSmsCode(phone));
  await sms.getByRole('button', { name: '登录 / 注册' }).click();
  await expect(page).toHaveURL(/\/login\/apply$/);
  await expect(page.getByTestId('apply-todo')).toBeVisible();
  await shot(page, 'onboarding-01-apply');

  // 2. Apply as a company → the entry page lists what to prepare.
  await page.getByRole('radio', { name: /^企业/ }).check();
  await page.getByRole('button', { name: '开始入驻申请' }).click();
  await expect(page).toHaveURL(/\/company-verify\/entry$/);
  await expect(page.getByText('公司类型：企业，请提前准备以下资料')).toBeVisible();
  await shot(page, 'onboarding-02-entry');
  await page.getByTestId('verify-start').click();
  await expect(page).toHaveURL(/\/company-verify$/);

  // 3. Step 1: licence. The credit code is checked client-side by its checksum.
  await expect(activeStep(page)).toHaveText('主体信息');
  await uploadTo(page, '营业执照', { name: 'license.png', mimeType: 'image/png', buffer: PNG });
  await page.getByLabel('统一社会信用代码').fill('91350100m000100y44');
  await page.getByLabel('执照名称').click();
  await expect(page.getByText('统一社会信用代码校验位不正确，请核对营业执照')).toBeVisible();
  await page.getByLabel('执照名称').fill('福州青禾校园科技有限公司');
  await page.getByLabel('注册地址').fill('福建省福州市鼓楼区五四路 100 号');
  await pickDate(page, page.getByPlaceholder('开始日期'), '2020-01-01');
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page.getByText('请先完善本步骤中标红的信息')).toBeVisible();
  await shot(page, 'onboarding-03-license-errors');
  await page.getByLabel('统一社会信用代码').fill('91350100M000100Y43');
  await page.getByRole('checkbox', { name: '长期有效' }).check();
  await page.getByRole('button', { name: '下一步' }).click();

  // 4. Step 2: legal representative, ID number checked per document type.
  await expect(activeStep(page)).toHaveText('法定代表人');
  await page.getByLabel('证件号码').fill('110105194912310021');
  await page.getByLabel('法定代表人姓名').click();
  await expect(page.getByText('证件号码格式不正确，请核对')).toBeVisible();
  await page.getByLabel('证件号码').fill('11010519491231002x');
  await page.getByLabel('法定代表人姓名').fill('张明');
  await uploadTo(page, '证件人像面', { name: 'front.png', mimeType: 'image/png', buffer: PNG });
  await uploadTo(page, '证件国徽面', { name: 'back.png', mimeType: 'image/png', buffer: PNG });
  await page.getByLabel('手机号').fill('12800138000');
  await page.getByLabel('法定代表人姓名').click();
  await expect(page.getByText('请输入正确的中国大陆手机号')).toBeVisible();
  await page.getByLabel('手机号').fill('13800138000');
  await expect(page.getByText('请输入正确的中国大陆手机号')).toHaveCount(0);
  await shot(page, 'onboarding-04-legal-person');
  await page.getByRole('button', { name: '下一步' }).click();

  // 5. Step 3: shop, flagship, authorized brand with a PDF authorization, main categories.
  await expect(activeStep(page)).toHaveText('店铺与品牌');
  await page.getByLabel('店铺名称').fill('青禾文具旗舰店');
  await item(page, '店铺类型').getByRole('radio', { name: '旗舰店', exact: true }).check();
  await item(page, '旗舰店类型').getByRole('radio', { name: '官方旗舰店' }).check();
  await item(page, '品牌类型').getByRole('radio', { name: '授权品牌' }).check();
  await page.getByLabel('品牌名称').fill('晨光');
  await item(page, '授权类型').getByRole('radio', { name: '品牌授权' }).check();
  await uploadTo(page, '授权文件', { name: '授权书.pdf', mimeType: 'application/pdf', buffer: PDF });
  await selectOptions(page, '主营类目', ['文具图书', '数码电子']);
  await shot(page, 'onboarding-05-shop');
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(activeStep(page)).toHaveText('结算账户');
  await expect(page.getByRole('button', { name: '保存草稿' })).toBeEnabled();

  // 6. Reload mid-way: the draft comes back from the server, on the same step, with every field.
  await page.waitForLoadState('networkidle');
  await page.reload();
  await expect(activeStep(page)).toHaveText('结算账户');
  await page.getByRole('button', { name: '上一步' }).click();
  await expect(page.getByLabel('店铺名称')).toHaveValue('青禾文具旗舰店');
  await expect(item(page, '授权文件').locator('.ant-upload-list-item')).toHaveCount(1);
  await expect(item(page, '主营类目').locator('.ant-select-selection-item')).toHaveCount(2);
  await shot(page, 'onboarding-06-restored-draft');
  await page.getByRole('button', { name: '下一步' }).click();

  // 7. Step 4: settlement; then confirm and submit.
  await item(page, '账户类型').getByRole('radio', { name: '对公账户' }).check();
  await page.getByLabel('开户名').fill('福州青禾校园科技有限公司');
  await page.getByLabel('开户银行').fill('中国工商银行');
  await page.getByLabel('开户支行').fill('中国工商银行福州五四路支行');
  await page.getByLabel('银行账号').fill('1402 0203 0990 0012 345');
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(activeStep(page)).toHaveText('确认提交');
  await expect(page.getByTestId('verify-summary')).toContainText('91350100M000100Y43');
  await expect(page.getByTestId('verify-summary')).toContainText('文具图书、数码电子');
  await page.getByTestId('verify-submit').click();
  await expect(page.getByText('请先阅读并同意《商家入驻协议》')).toBeVisible();
  await page.getByTestId('verify-agree').check();
  await shot(page, 'onboarding-07-confirm');
  await page.getByTestId('verify-submit').click();
  await expect(page).toHaveURL(/\/company-verify\/result$/);
  await expect(page.getByText('资料已提交，等待平台审核')).toBeVisible();
  await shot(page, 'onboarding-08-pending');

  // 8. The platform rejects with a reason; the merchant sees it.
  const list = await platform('review', 'list');
  const line = list.find((l) => l.includes(phone));
  expect(line, list.join('\n')).toBeTruthy();
  const companyId = /公司ID (\d+)/.exec(line!)![1]!;
  await platform('review', companyId, 'reject', '营业执照图片不清晰，请重新上传');
  await page.getByRole('button', { name: '刷新审核状态' }).click();
  await expect(page.getByTestId('result-reason')).toHaveText('驳回原因：营业执照图片不清晰，请重新上传');
  await shot(page, 'onboarding-09-rejected');

  // 9. Fix and resubmit: the form comes back filled with what was submitted, the reason on top.
  await page.getByTestId('result-fix').click();
  await expect(page).toHaveURL(/\/company-verify$/);
  await expect(page.getByTestId('verify-reject-reason')).toContainText('营业执照图片不清晰，请重新上传');
  await expect(page.getByLabel('统一社会信用代码')).toHaveValue('91350100M000100Y43');
  const licence = item(page, '营业执照');
  await licence.locator('.ant-upload-list-item').hover();
  await licence.getByRole('button', { name: /删除|delete/i }).click();
  await expect(licence.locator('.ant-upload-list-item')).toHaveCount(0);
  await uploadTo(page, '营业执照', { name: 'license-clear.png', mimeType: 'image/png', buffer: PNG });
  await shot(page, 'onboarding-10-fixing');
  for (const title of ['法定代表人', '店铺与品牌', '结算账户', '确认提交']) {
    await page.getByRole('button', { name: '下一步' }).click();
    await expect(activeStep(page)).toHaveText(title);
  }
  await page.getByTestId('verify-agree').check();
  await page.getByRole('button', { name: '重新提交审核' }).click();
  await expect(page.getByText('资料已提交，等待平台审核')).toBeVisible();

  // 10. The platform passes; the merchant enters the shop with the menus of an owner.
  await platform('review', companyId, 'pass');
  await page.getByRole('button', { name: '刷新审核状态' }).click();
  await expect(page.getByText('审核通过，店铺已开通')).toBeVisible();
  await shot(page, 'onboarding-11-passed');
  await page.getByTestId('result-enter').click();
  await expect(page).toHaveURL(/\/overview$/);
  const menu = page.locator('.ant-layout-sider .ant-menu');
  await expect(menu.getByText('商品', { exact: true })).toBeVisible();
  await expect(menu.getByText('订单', { exact: true })).toBeVisible();
  await shot(page, 'onboarding-12-overview');
});

test('feedback: anonymous with a screenshot, and a signed-in user sees what they sent', async ({ page, request }) => {
  await page.goto('/feedback');
  await expect(page.getByRole('heading', { name: '意见反馈' })).toBeVisible();
  await page.getByTestId('feedback-submit').click();
  await expect(page.getByText('请输入反馈内容')).toBeVisible();
  await page.locator('.ant-radio-button-wrapper', { hasText: '功能建议' }).click();
  await page.getByLabel('反馈内容').fill('希望订单列表支持按收货地址筛选。');
  await page.locator('input[type=file]').setInputFiles({ name: 'shot.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.locator('.ant-upload-list-item img')).toHaveJSProperty('naturalWidth', 160);
  // A file that only pretends to be an image is refused by the server with a Chinese message.
  await page.locator('input[type=file]').setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not an image at all') });
  await expect(page.getByText('反馈截图只支持 JPG、PNG、WEBP、GIF 图片（按文件内容识别，改扩展名无效）')).toBeVisible();
  await expect(page.locator('.ant-upload-list-item')).toHaveCount(1);
  await page.getByLabel('联系方式（选填）').fill('wx_qinghe');
  await shot(page, 'feedback-01-anonymous-form');
  await page.getByTestId('feedback-submit').click();
  await expect(page.getByText('感谢您的反馈')).toBeVisible();
  await expect(page.getByTestId('my-feedback')).toHaveCount(0);
  await shot(page, 'feedback-02-anonymous-done');

  await withToken(page, await apiLogin(request, DEMO.owner));
  await page.goto('/feedback');
  await page.getByLabel('反馈内容').fill('商品导出偶尔提示网络错误，重试后正常。');
  await page.locator('input[type=file]').setInputFiles({ name: 'shot2.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.locator('.ant-upload-list-item-uploading')).toHaveCount(0);
  await page.getByTestId('feedback-submit').click();
  await expect(page.getByText('感谢您的反馈')).toBeVisible();
  const mine = page.getByTestId('my-feedback');
  await expect(mine).toContainText('商品导出偶尔提示网络错误，重试后正常。');
  await expect(mine).toContainText('问题反馈');
  await expect(mine).not.toContainText('希望订单列表支持按收货地址筛选'); // the anonymous one is not theirs
  await expect(mine.locator('img')).toHaveJSProperty('naturalWidth', 160);
  await shot(page, 'feedback-03-my-feedback');
});

test('a cross-border company gets the cross-border step, HK identity card checked by its check digit', async ({ page, request }) => {
  test.setTimeout(90_000);
  const phone = '13700008888';
  await request.post('/xm-merchant/company/auth/userSmsCode', { data: { phone } });
  const login = await request.post('/xm-merchant/company/auth/loginSmsCode', { data: { phone, code: lastSmsCode(phone) } });
  await withToken(page, ((await login.json()) as { data: { authToken: string } }).data.authToken);

  await page.goto('/login/apply');
  await page.getByRole('radio', { name: /^跨境企业/ }).check();
  await page.getByRole('button', { name: '开始入驻申请' }).click();
  await expect(page.getByText('公司类型：跨境企业，请提前准备以下资料')).toBeVisible();
  await page.getByTestId('verify-start').click();
  await expect(page.locator('.ant-steps-item-title')).toHaveText(['主体信息', '法定代表人', '店铺与品牌', '结算账户', '跨境信息', '确认提交']);

  await uploadTo(page, '营业执照', { name: 'license.png', mimeType: 'image/png', buffer: PNG });
  await page.getByLabel('统一社会信用代码').fill('91310115MA1K4B2N8C');
  await page.getByLabel('执照名称').fill('上海海禾跨境电子商务有限公司');
  await page.getByLabel('注册地址').fill('上海市浦东新区外高桥保税区基隆路 6 号');
  await pickDate(page, page.getByPlaceholder('开始日期'), '2021-01-01');
  await pickDate(page, page.getByPlaceholder('截止日期'), '2041-01-01');
  await page.getByRole('button', { name: '下一步' }).click();

  await selectOptions(page, '证件类型', ['香港身份证']);
  await page.getByLabel('证件号码').fill('A123456(4)');
  await page.getByLabel('法定代表人姓名').click();
  await expect(page.getByText('证件号码格式不正确，请核对')).toBeVisible();
  await page.getByLabel('证件号码').fill('A123456(3)');
  await page.getByLabel('法定代表人姓名').fill('陈嘉文');
  await uploadTo(page, '证件人像面', { name: 'f.png', mimeType: 'image/png', buffer: PNG });
  await uploadTo(page, '证件国徽面', { name: 'b.png', mimeType: 'image/png', buffer: PNG });
  await page.getByLabel('手机号').fill('+8613800000004');
  await page.getByRole('button', { name: '下一步' }).click();

  await page.getByLabel('店铺名称').fill('海禾全球购专营店');
  await item(page, '店铺类型').getByRole('radio', { name: '专营店' }).check();
  await item(page, '品牌类型').getByRole('radio', { name: '自有品牌' }).check();
  await selectOptions(page, '主营类目', ['美妆个护']);
  await page.getByRole('button', { name: '下一步' }).click();

  // A cross-border company may only use a corporate account.
  await expect(item(page, '账户类型').getByRole('radio', { name: '经营者个人账户' })).toBeDisabled();
  await item(page, '账户类型').getByRole('radio', { name: '对公账户' }).check();
  await page.getByLabel('开户名').fill('上海海禾跨境电子商务有限公司');
  await page.getByLabel('开户银行').fill('招商银行');
  await page.getByLabel('开户支行').fill('招商银行上海自贸试验区分行');
  await page.getByLabel('银行账号').fill('121909876510801');
  await page.getByRole('button', { name: '下一步' }).click();

  await expect(activeStep(page)).toHaveText('跨境信息');
  await page.getByLabel('境外主体名称').fill('Haihe Global Trading Limited');
  await page.getByLabel('所在国家/地区').fill('中国香港');
  await selectOptions(page, '清关合作方', ['菜鸟保税']);
  await page.getByLabel('海关备案编码').fill('3122960abc');
  await shot(page, 'onboarding-cb-01-cross-border-step');
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page.getByTestId('verify-summary')).toContainText('Haihe Global Trading Limited（中国香港） · 菜鸟保税 · 海关备案 3122960ABC');
  await page.getByTestId('verify-agree').check();
  await page.getByTestId('verify-submit').click();
  await expect(page.getByText('资料已提交，等待平台审核')).toBeVisible();
  await shot(page, 'onboarding-cb-02-submitted');
  const list = await platform('review', 'list');
  expect(list.find((l) => l.includes(phone))).toContain('上海海禾跨境电子商务有限公司  跨境企业');
});
