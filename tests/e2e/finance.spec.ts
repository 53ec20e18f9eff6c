import path from 'node:path';
import Database from 'better-sqlite3';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { test, expect, apiLogin, withToken, shot as fullShot, lastSmsCode, DEMO, serverURL } from './support/fixtures';
import { expectLedgerReconciles, platform } from './support/platform';

/**
 * Finance against the real server: the demo company's 90 days of money (seeded with its orders), the platform's
 * commands (settle, withdraw pay, invoice issue) run against the test server's database, and every finance page
 * photographed. Serial: the steps move the same money.
 */
test.describe.configure({ mode: 'serial' });
test.afterAll(() => {
  platform('clock', 'reset');
  // Settlement, withdrawals and invoices moved money: the ledger must reconcile afterwards.
  expectLedgerReconciles();
});

const dbFile = () => path.join(process.env.E2E_DATA_DIR!, 'merchant.sqlite');
function query<T>(sql: string, ...params: unknown[]): T[] {
  const db = new Database(dbFile(), { readonly: true });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}

/** A full-page screenshot from the top: sticky headers then sit where they belong. */
async function shot(page: Page, name: string) {
  await page.evaluate(() => (globalThis as unknown as { scrollTo(x: number, y: number): void }).scrollTo(0, 0));
  await fullShot(page, name);
}

async function api<T = any>(request: APIRequestContext, token: string, url: string, body: unknown = {}): Promise<{ code: number; data: T; msg: string }> {
  const r = await request.post(`${serverURL()}/xm-merchant${url}`, { data: body, headers: { authorization: `Bearer ${token}` } });
  return (await r.json()) as { code: number; data: T; msg: string };
}

async function open(page: Page, request: APIRequestContext, url: string, phone: string = DEMO.owner) {
  await withToken(page, await apiLogin(request, phone));
  await page.goto(url);
}

/** '¥1,234.50' / '-¥1.00' / '+¥2.00' → fen. */
const fen = (text: string) => {
  const m = /([+-]?)¥([\d,]+)\.(\d{2})/.exec(text);
  if (!m) throw new Error(`不是金额：${text}`);
  return (m[1] === '-' ? -1 : 1) * (Number(m[2]!.replace(/,/g, '')) * 100 + Number(m[3]));
};
/** The value of a figure card by its label. */
const figure = (page: Page, label: string): Locator => page.locator('.xm-fin-figure').filter({ has: page.locator('.xm-fin-figure-label', { hasText: new RegExp(`^${label}$`) }) }).locator('.xm-fin-figure-value');
const dayText = (ms: number) => new Date(ms + 8 * 3600_000).toISOString().slice(0, 10);

let companyId = 0;
/** The completed, not yet settled order the statement steps follow. */
let order: { id: number; no: string; paid: number; completed: number };

test.beforeAll(() => {
  companyId = query<{ company_id: number }>('SELECT company_id FROM merchant_user WHERE phone = ?', DEMO.owner)[0]!.company_id;
  const rows = query<{ id: number; no: string; paid: number; completed: number }>(
    `SELECT o.id, o.order_no AS no, f.paid_amount AS paid, o.completed_at AS completed
       FROM fin_order f JOIN orders o ON o.id = f.order_id
      WHERE f.company_id = ? AND f.state = 0 AND o.status = 4 AND o.after_sale_status = 0 AND f.refunded_before = 0 AND o.completed_at IS NOT NULL
      ORDER BY o.completed_at ASC LIMIT 1`,
    companyId,
  );
  expect(rows.length, '演示数据里应有已完成、尚未结算的订单').toBe(1);
  order = rows[0]!;
});

test('a paid order appears as pending, with a link to the order', async ({ page, request }) => {
  await open(page, request, `/finance/balance?account=pending&orderNo=${order.no}`);
  await expect(page).toHaveTitle('余额明细 - 商家后台');
  await expect(page.getByRole('tab', { name: /^待结算 ¥/, selected: true })).toBeVisible();
  const table = page.getByRole('table', { name: '待结算流水', exact: true });
  const row = table.getByRole('row').filter({ hasText: '订单收入' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(`+${formatFen(order.paid)}`);
  await expect(row.getByRole('link', { name: `订单 ${order.no}` })).toHaveAttribute('href', `/order/detail?orderId=${order.id}`);
  // The filter is in the URL: a reload shows the same line.
  await page.reload();
  await expect(page.getByRole('table', { name: '待结算流水', exact: true }).getByRole('row').filter({ hasText: '订单收入' })).toHaveCount(1);
  await shot(page, 'finance-balance-pending-order');
  // The same filter exports to Excel.
  const file = page.waitForEvent('download');
  await page.getByRole('button', { name: '导出 Excel' }).click();
  expect((await file).suggestedFilename()).toMatch(/\.xlsx$/);
});

test('after settle the order is in today’s statement, whose formula adds up', async ({ page, request }) => {
  // The buyer confirmed at `completed`; settlement is due 7 days later (T+7). Settle up to just after that.
  const due = order.completed + 7 * 86_400_000 + 60_000;
  const until = new Date(due + 8 * 3600_000).toISOString().slice(0, 16);
  // The server's settlement job settles every order already due, so the oldest one left may fall due only later
  // (an earlier test moved the platform clock ahead and back): then the platform clock goes to its due time first.
  if (due > Date.now()) platform('clock', 'set', until);
  expect(platform('settle', '--until', until)).toMatch(/结算完成/);
  const settled = query<{ state: number; settled_at: number }>('SELECT state, settled_at FROM fin_order WHERE order_id = ?', order.id)[0]!;
  expect(settled.state).toBe(1);
  const label = dayText(settled.settled_at);

  await open(page, request, '/finance/account-statement');
  await expect(page).toHaveTitle('对账单 - 商家后台');
  await page.getByRole('button', { name: `查看 ${label} 的对账单` }).click();
  await expect(page).toHaveURL(new RegExp(`no=(%22)?D${label.replace(/-/g, '')}`));
  const drawer = page.locator('.ant-drawer');
  await expect(drawer.getByTestId('formula-check')).toHaveText('✓ 金额相符');
  // The figures on screen add up too (not only the page's own check).
  const terms = await drawer.locator('.xm-fin-formula-term strong').allInnerTexts();
  expect(terms).toHaveLength(6);
  const [income, refunds, commission, subsidy, deductions, settledAmount] = terms.map(fen) as [number, number, number, number, number, number];
  expect(income - refunds - commission + subsidy - deductions).toBe(settledAmount);
  // The order is one of its lines and links to the order.
  const lines = drawer.getByRole('table', { name: '对账明细', exact: true });
  while (!(await lines.getByRole('link', { name: order.no }).count()) && (await drawer.getByRole('button', { name: '加载更多' }).count())) {
    await drawer.getByRole('button', { name: '加载更多' }).click();
  }
  await expect(lines.getByRole('link', { name: order.no })).toHaveAttribute('href', `/order/detail?orderId=${order.id}`);
  const excel = page.waitForEvent('download');
  await drawer.getByRole('button', { name: '下载 Excel' }).click();
  expect((await excel).suggestedFilename()).toMatch(/\.xlsx$/);
  // Today is still open: more orders may settle into it, so it cannot be confirmed yet.
  await expect(drawer.getByText('账期结束后可确认')).toBeVisible();
  await shot(page, 'finance-statement-detail');

  // An earlier statement waiting for confirmation: confirm it; its status changes and the button goes. Earlier
  // than today on the platform clock: a test that moved the clock ahead and back left refunds on later days, whose
  // statements are not over yet.
  await page.goto('/finance/account-statement?status=0');
  const views = page.getByRole('table', { name: '对账单', exact: true }).getByRole('button', { name: /^查看 \d{4}-\d{2}-\d{2} 的对账单$/ });
  await expect(views.first()).toBeVisible();
  const names = await views.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''));
  const earlierLabel = names.map((n) => n.slice(3, 13)).find((d) => d < label);
  expect(earlierLabel, `待确认的对账单里应有 ${label} 之前的一天`).toBeTruthy();
  await page.getByRole('button', { name: `查看 ${earlierLabel} 的对账单` }).click();
  await drawer.getByRole('button', { name: '确认对账单' }).click();
  await page.getByRole('button', { name: '确认无误' }).click();
  await expect(page.getByText('对账单已确认')).toBeVisible();
  await expect(drawer.getByRole('button', { name: '确认对账单' })).toHaveCount(0);
  await expect(drawer.locator('.xm-status-tag').first()).toHaveText('已确认');
});

const PNG_1PX = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

/**
 * A withdrawal needs a bound settlement account and an opened YeePay sub-account. When the demo shop lacks them,
 * the owner binds the account (SMS code) and submits the YeePay materials through the pages; the platform opens it.
 */
async function ensureWithdrawable(page: Page) {
  await page.goto('/finance/account');
  await expect(page.getByRole('heading', { name: '结算银行账户' })).toBeVisible();
  if (await page.getByText('尚未绑定结算银行账户，绑定后才能提现').count()) {
    await page.getByRole('button', { name: '绑定收款账户' }).click();
    await expect(page).toHaveTitle('修改收款账户 - 商家后台');
    await page.getByLabel('开户银行').fill('招商银行');
    await page.getByLabel('开户支行').fill('招商银行杭州文三支行');
    await page.getByLabel('银行账号').fill('6222021202001234567');
    await page.getByRole('button', { name: '获取验证码' }).click();
    await expect(page.getByText(/已发送至 138/)).toBeVisible();
    await page.getByLabel('短信验证码').fill(lastSmsCode(DEMO.owner));
    await shot(page, 'finance-update-account-filled');
    await page.getByRole('button', { name: '确认修改' }).click();
    await expect(page.getByText('收款账户已修改')).toBeVisible();
    await expect(page).toHaveTitle('收款账户 - 商家后台');
    await expect(page.getByText('**** 4567').or(page.getByText(/4567$/)).first()).toBeVisible();
  }
  await page.goto('/finance/account-yb');
  await expect(page.getByText('开户状态：')).toBeVisible();
  if (await page.getByRole('button', { name: '提交审核' }).count()) {
    await page.getByLabel('联系人').fill('张晓明');
    await page.getByLabel('联系电话').fill(DEMO.owner);
    await page.getByLabel('联系邮箱').fill('finance@example.cn');
    await page.locator('input[type=file]').nth(0).setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: PNG_1PX });
    await page.locator('input[type=file]').nth(1).setInputFiles({ name: 'back.png', mimeType: 'image/png', buffer: PNG_1PX });
    await expect(page.locator('.ant-upload-list-item-done, .ant-upload-list-item')).toHaveCount(2);
    await page.getByRole('button', { name: '提交审核' }).click();
    await expect(page.getByText('开户资料已提交，审核结果会在本页显示')).toBeVisible();
    expect(platform('yb', 'approve', String(companyId))).toBeTruthy();
    await page.reload();
    await expect(page.locator('.xm-status-tag').filter({ hasText: '已开通' })).toBeVisible();
  }
}

test('withdraw: the available balance and the flow change, the platform pays it', async ({ page, request }) => {
  await withToken(page, await apiLogin(request, DEMO.owner));
  await ensureWithdrawable(page);
  await page.goto('/finance/withdraw');
  await expect(page).toHaveTitle('提现 - 商家后台');
  const available = figure(page, '可提现余额');
  await expect(available).toHaveText(/¥/);
  const before = fen(await available.innerText());
  await expect(page.getByText('暂时不能提现'), '演示店铺今天应能提现').toHaveCount(0);
  expect(before).toBeGreaterThanOrEqual(2000);

  await page.getByLabel(/提现金额/).fill('20');
  const preview = page.getByLabel('提现费用与到账');
  await expect(preview).toContainText('¥20.00');
  await expect(preview).toContainText('预计到账');
  const fee = fen(await preview.locator('dd').nth(1).innerText());
  await expect(preview).toContainText(formatFen(2000 - fee));
  await shot(page, 'finance-withdraw-preview');
  await page.getByRole('button', { name: '提 现' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: '获取验证码' }).click();
  await expect(dialog.getByText(/已发送至/)).toBeVisible();
  await dialog.getByLabel(/短信验证码/).fill(lastSmsCode(DEMO.owner));
  await dialog.getByRole('button', { name: '确认提现' }).click();
  await expect(page.getByText(/提现 ¥20\.00 已提交/)).toBeVisible();
  await expect(available).toHaveText(formatFen(before - 2000));
  const record = page.getByRole('table', { name: '提现记录', exact: true }).getByRole('row').nth(0);
  await expect(record).toContainText('¥20.00');
  await expect(record).toContainText('处理中');

  // Today's second withdrawal is refused before confirming (one a day).
  await expect(page.getByText('暂时不能提现')).toBeVisible();
  await expect(figure(page, '今日已提现')).toHaveText('1 / 1 次');
  await page.getByLabel(/提现金额/).fill('20');
  await expect(page.getByRole('button', { name: '提 现' })).toBeDisabled();

  // The flow of the available account shows it, linked to the withdrawal. Not necessarily the first line: a test
  // that moved the platform clock ahead and back left refunds dated later.
  const w = query<{ id: number; no: string }>('SELECT id, withdraw_no AS no FROM fin_withdraw WHERE company_id = ? ORDER BY id DESC LIMIT 1', companyId)[0]!;
  await page.goto('/finance/balance');
  const line = page.getByRole('table', { name: '可提现流水', exact: true }).getByRole('row').filter({ has: page.getByRole('link', { name: `提现单 ${w.no}` }) });
  await expect(line).toHaveCount(1);
  await expect(line).toContainText('提现申请');
  await expect(line).toContainText('-¥20.00');
  await shot(page, 'finance-balance-after-withdraw');

  // The platform pays it: the record says 已到账.
  expect(platform('withdraw', 'pay', String(w.id))).toMatch(/已到账/);
  await page.goto('/finance/withdraw');
  await expect(page.getByRole('table', { name: '提现记录', exact: true }).getByRole('row').nth(0)).toContainText('已到账');
});

test('reverse an issued invoice (red letter), then request an invoice for that month; the platform issues it and it downloads', async ({ page, request }) => {
  await open(page, request, '/finance/invoice/history?status=1');
  await expect(page).toHaveTitle('开票记录 - 商家后台');
  const history = page.getByRole('table', { name: '开票记录', exact: true });
  const issuedRow = history.getByRole('row').filter({ hasText: '已开票' }).first();
  await expect(issuedRow, '演示数据里应有已开具的发票').toBeVisible();
  const month = /(\d{4}-\d{2})/.exec(await issuedRow.innerText())![1]!;
  await issuedRow.getByRole('button', { name: '红冲' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('红冲原因').fill('发票抬头有误，需重新开具');
  await dialog.getByRole('button', { name: '确认红冲' }).click();
  await expect(page.getByText(/发票已红冲/)).toBeVisible();

  // The month is invoiceable again: apply for it.
  await page.goto('/finance/invoice');
  await expect(page).toHaveTitle('发票管理 - 商家后台');
  if (await page.getByRole('button', { name: '保存抬头' }).count()) {
    await page.getByLabel('发票抬头', { exact: true }).fill('杭州校园优选商贸有限公司');
    await page.getByLabel('纳税人识别号').fill('91330106MA2GQH7L33');
    await page.getByLabel('收票邮箱').fill('finance@example.cn');
    await page.getByRole('button', { name: '保存抬头' }).click();
    await expect(page.getByText('发票抬头已保存')).toBeVisible();
  }
  const box = page.getByRole('table', { name: '可开票月份', exact: true }).getByRole('checkbox', { name: new RegExp(`^选择 ${month} 可开票`) });
  await expect(box).toBeVisible();
  const amount = fen((await box.getAttribute('aria-label'))!);
  expect(amount).toBeGreaterThan(0);
  await box.check();
  await page.getByRole('radio', { name: '电子普通发票' }).check();
  await expect(page.getByText(`已选 1 个月，开票金额 ${formatFen(amount)}`)).toBeVisible();
  await shot(page, 'finance-invoice-apply');
  await page.getByRole('button', { name: '申请开票' }).click();
  await expect(page.getByText(`已申请开票 ${formatFen(amount)}`, { exact: false })).toBeVisible();

  await page.goto('/finance/invoice/history');
  const pending = history.getByRole('row').filter({ hasText: month }).filter({ hasText: '待开票' });
  await expect(pending).toHaveCount(1);
  const inv = query<{ id: number }>('SELECT id FROM fin_invoice WHERE company_id = ? ORDER BY id DESC LIMIT 1', companyId)[0]!;
  platform('invoice', 'issue', String(inv.id));
  await page.reload();
  const issued = history.getByRole('row').filter({ hasText: month }).filter({ hasText: '已开票' }).first();
  await expect(issued).toBeVisible();
  await shot(page, 'finance-invoice-history-issued');
  const download = page.waitForEvent('download');
  await issued.getByRole('button', { name: '下载' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
});

test('a staff member without finance.stat sees no finance menu and gets 403', async ({ page, request }) => {
  const token = await apiLogin(request, DEMO.staff);
  const r = await api(request, token, '/finance/overview');
  expect(r.code).toBe(1004);
  expect(r.msg).toBe('无权限');
  await withToken(page, token);
  await page.goto('/overview');
  const dismiss = page.getByRole('button', { name: /稍后|以后|暂不/ });
  if (await dismiss.count()) await dismiss.first().click();
  await expect(page.locator('.xm-sider')).toBeVisible();
  await expect(page.locator('.xm-sider')).not.toContainText('财务');
  await page.goto('/finance/overview');
  await expect(page.getByText('403', { exact: true })).toBeVisible();
  await expect(page.locator('.xm-page-header h2')).toHaveCount(0);
  await shot(page, 'finance-staff-403');
});

const PAGES: [string, string][] = [
  ['/finance/overview', '资金概览'],
  ['/finance/account-statement', '对账单'],
  ['/finance/account-statement?period=month', '对账单'],
  ['/finance/balance', '余额明细'],
  ['/finance/history', '历史账单'],
  ['/finance/subsidy', '补贴明细'],
  ['/finance/deposit', '保证金'],
  ['/finance/deposit/recharge', '保证金充值'],
  ['/finance/marketing', '营销资金'],
  ['/finance/recharge', '账户充值'],
  ['/finance/invoice', '发票管理'],
  ['/finance/invoice/history', '开票记录'],
  ['/finance/withdraw', '提现'],
  ['/finance/taxation-withdraw', '完税提现'],
  ['/finance/account', '收款账户'],
  ['/finance/account-yb', '易宝账户'],
  ['/finance/update-account', '修改收款账户'],
];

test('every finance page of the demo shop, photographed', async ({ page, request }) => {
  // 17 pages, each read by the accessibility gate as well.
  test.setTimeout(300_000);
  await withToken(page, await apiLogin(request, DEMO.owner));
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  for (const [url, title] of PAGES) {
    await page.goto(url);
    await expect(page).toHaveTitle(`${title} - 商家后台`);
    await expect(page.locator('.xm-page-header h2')).toHaveText(title);
    await expect(page.locator('.ant-skeleton')).toHaveCount(0);
    await expect(page.locator('.xm-dt-mask')).toHaveCount(0);
    // Not 'networkidle': the live channel keeps one request open on every signed-in page.
    await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
    if (url === '/finance/overview') await expect(page.getByTestId('finance-trend-chart').locator('canvas')).toHaveCount(1);
    await shot(page, `page${url.replace(/[/?=]+/g, '-')}`);
  }
  expect(errors).toEqual([]);
});

test('cross-border withdrawal shows the currency and the rate before confirming', async ({ page, request }) => {
  await open(page, request, '/finance/cross-withdraw', DEMO.crossBorder);
  await expect(page).toHaveTitle('跨境提现 - 商家后台');
  await expect(page.locator('.ant-skeleton')).toHaveCount(0);
  await expect(figure(page, '可提现余额')).toHaveText(/¥/);
  // The figures of a typed amount are shown whether or not the balance allows it today.
  await page.getByLabel(/提现金额/).fill('100');
  const preview = page.getByLabel('提现费用与到账');
  await expect(preview).toContainText('¥100.00');
  await expect(preview).toContainText(/到账币种\s*HKD/);
  await expect(preview).toContainText(/1 CNY = [\d.]+ HKD/);
  await expect(preview).toContainText(/外币到账\s*HKD [\d,]+\.\d{2}/);
  await shot(page, 'finance-cross-withdraw');
  await page.goto('/finance/account');
  await expect(page.getByText('境外收款账户（跨境提现）')).toBeVisible();
  await shot(page, 'finance-account-cross-border');
});

function formatFen(v: number): string {
  const cents = Math.abs(v);
  return `${v < 0 ? '-' : ''}¥${String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${String(cents % 100).padStart(2, '0')}`;
}
