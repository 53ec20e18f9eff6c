import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, apiLogin, withToken, shot, lastSmsCode, DEMO, serverURL } from './support/fixtures';
import { query } from './support/seed';

/**
 * Company settings and closing the shop against the real server. The demo shop stays open: closing runs on a shop of
 * its own (tests/e2e/support/closing-shop.ts), built through the server's code with a buyer's unpaid order, money to
 * withdraw, a statement dispute and a deposit. Serial: the steps move the same shop.
 */
test.describe.configure({ mode: 'serial' });

const root = path.resolve(import.meta.dirname, '../..');
function tsx(script: string, ...args: string[]): string {
  return execFileSync(process.execPath, ['--import', 'tsx', path.join(root, script), ...args], {
    cwd: root,
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, DATABASE_URL: '' },
    encoding: 'utf8',
  });
}
const platform = (...args: string[]) => tsx('server/platform/cli.ts', ...args);

async function api<T = any>(request: APIRequestContext, token: string, url: string, body: unknown = {}): Promise<{ code: number; data: T; msg: string }> {
  const r = await request.post(`${serverURL()}/xm-merchant${url}`, { data: body, headers: { authorization: `Bearer ${token}` } });
  return (await r.json()) as { code: number; data: T; msg: string };
}

async function top(page: Page) {
  await page.evaluate(() => (globalThis as unknown as { scrollTo(x: number, y: number): void }).scrollTo(0, 0));
}

interface Shop {
  companyId: number;
  ownerPhone: string;
  orderId: number;
  orderNo: string;
  disputeId: number;
  available: number;
  deposit: number;
  goods: number;
}
let shop: Shop;
let token: string;

test.beforeAll(async ({ request }) => {
  shop = JSON.parse(tsx('tests/e2e/support/closing-shop.ts')) as Shop;
  token = await apiLogin(request, shop.ownerPhone);
});

test('the demo shop’s company settings: verified data, a pending change request, the owner', async ({ page, request }) => {
  await withToken(page, await apiLogin(request, DEMO.owner));
  await page.goto('/company-setting');
  await expect(page).toHaveTitle('公司设置 - 商家后台');
  const data = page.getByRole('definition').filter({ hasText: '91330106MA2GQH7L33' });
  await expect(data).toBeVisible();
  await expect(page.getByText('资料变更申请待平台审核')).toBeVisible();
  await expect(page.getByText('浙江省杭州市西湖区文三路 200 号 5 楼')).toBeVisible();
  await expect(page.getByRole('button', { name: '转让负责人' })).toBeVisible();
  await top(page);
  await shot(page, 'company-setting-demo');
});

test('closing is refused with its reasons, then succeeds once they are fixed', async ({ page, axeGate }) => {
  await withToken(page, token);
  await page.goto('/close');
  await expect(page).toHaveTitle('关闭店铺 - 商家后台');
  await expect(page.getByText('还不能关闭店铺：3 项前提未满足')).toBeVisible();
  const failing = page.locator('.xm-co-check[data-ok="false"]');
  await expect(failing).toHaveCount(3);
  await expect(page.getByTestId('check-orders')).toContainText('还有 1 个未完成的订单（待付款 1）');
  await expect(page.getByTestId('check-balance')).toContainText('可提现 ¥123.45');
  await expect(page.getByTestId('check-disputes')).toContainText('还有 1 条对账异议等待平台处理');
  await expect(page.getByTestId('check-afterSale')).toHaveAttribute('data-ok', 'true');
  await expect(page.getByRole('button', { name: '确认关闭店铺' })).toHaveCount(0);
  await top(page);
  await shot(page, 'close-refused');
  await axeGate.scanNow(page); // the accessibility gate reads this state before the test moves on
  // The server refuses too, with the same reasons.
  const refused = await api(page.request, token, '/company/close/smsCode');
  expect(refused.msg).toBe('还不能关闭店铺：没有未完成的订单、账户余额已结清、没有待处理的异议与申诉未满足');

  // Each reason links to the page that fixes it: the unpaid order is closed from the order list.
  await page.getByTestId('check-orders').getByRole('link', { name: '去处理订单' }).click();
  await expect(page).toHaveURL(/\/order\/list/);
  await expect(page.getByText(shop.orderNo).first()).toBeVisible();
  const closed = await api(page.request, token, '/order/close', { orderId: shop.orderId, reason: '买家不想要了' });
  expect(closed.code, closed.msg).toBe(1);
  // The platform answers the dispute.
  expect(platform('statement', 'resolve', String(shop.disputeId), '已核实，金额无误')).toContain('已答复异议');
  // The balance is withdrawn and paid out.
  expect((await api(page.request, token, '/finance/withdraw/smsCode')).code).toBe(1);
  const w = await api<{ withdrawalId: number }>(page.request, token, '/finance/withdraw/create', {
    channel: 'normal',
    amount: shop.available,
    smsCode: lastSmsCode(shop.ownerPhone),
    requestId: `close-e2e-${shop.companyId}`,
  });
  expect(w.code, w.msg).toBe(1);
  expect(platform('withdraw', 'pay', String(w.data.withdrawalId))).toContain('已到账');

  // Checked again: everything holds; the owner confirms by SMS.
  await page.goto('/close');
  await expect(page.getByText('所有前提均已满足')).toBeVisible();
  await expect(page.locator('.xm-co-check[data-ok="false"]')).toHaveCount(0);
  await expect(page.getByText('保证金 ¥2,000.00 退回结算账户')).toBeVisible();
  await page.getByRole('checkbox', { name: '我已了解关店的后果，确认关闭店铺' }).check();
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByText(/已发送至 139\*\*\*\*\d{4}/)).toBeVisible();
  await page.getByRole('textbox', { name: '短信验证码' }).fill(lastSmsCode(shop.ownerPhone));
  await top(page);
  await shot(page, 'close-ready');
  await page.getByRole('button', { name: '确认关闭店铺' }).click();

  // Offline: the result, the banner on every page, goods delisted, the deposit refunded.
  await expect(page.getByText(/^店铺已于 .* 关闭$/)).toBeVisible();
  await expect(page.getByText(`下架商品 ${shop.goods} 件，退还保证金 ¥2,000.00`, { exact: false })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: '只能查看历史数据' })).toBeVisible();
  await top(page);
  await shot(page, 'close-done');
  expect(query<{ status: number }>('SELECT status FROM goods WHERE company_id = ?', shop.companyId).map((g) => g.status)).toEqual([2, 2]);
  expect(query<{ amount: number }>('SELECT amount FROM fin_deposit_record WHERE company_id = ? AND kind = 3', shop.companyId)).toEqual([{ amount: shop.deposit }]);
  expect(platform('company', 'status', '--closed')).toMatch(/已关闭（.*下架商品 2 件，退还保证金 ¥2,000.00）/);

  // History stays readable; writes are refused in Chinese.
  await page.goto('/order/list');
  await expect(page.getByText(shop.orderNo).first()).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: '只能查看历史数据' })).toBeVisible();
  const write = await api(page.request, token, '/company/setting/contactEmail/update', { contactEmail: 'a@b.cn' });
  expect(write).toMatchObject({ code: 0, msg: '店铺已关闭，只能查看历史数据，不能再进行修改' });
  await page.goto('/company-setting');
  await expect(page.getByText(/店铺已于 .* 关闭，资料只能查看/)).toBeVisible();
  await expect(page.getByRole('button', { name: '保存' })).toHaveCount(0);
  await top(page);
  await shot(page, 'company-setting-closed');
});
