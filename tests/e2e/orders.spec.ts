import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { Page } from '@playwright/test';
import { test, expect, apiLogin, withToken, shot, DEMO, still } from './support/fixtures';
import { query, SHIPPABLE } from './support/seed';

/**
 * Orders, evaluations and the overview against the real server. The server starts with the demo seed (the demo
 * shop's goods and 30 days of its orders, reviews and replies); beforeAll lets buyers place 60 more orders through
 * the platform command `simulate-orders` (the same simulator and state machine), run beside the live server.
 */
test.describe.configure({ mode: 'serial' });


let companyId = 0;

test.beforeAll(() => {
  companyId = query<{ company_id: number }>('SELECT company_id FROM merchant_user WHERE phone = ?', DEMO.owner)[0]!.company_id;
  const count = () => query<{ n: number }>('SELECT COUNT(*) AS n FROM orders WHERE company_id = ?', companyId)[0]!.n;
  const before = count();
  expect(before, '演示数据里应有订单').toBeGreaterThan(0);
  const out = execFileSync(process.execPath, [path.resolve('node_modules/tsx/dist/cli.mjs'), 'server/platform/cli.ts', 'simulate-orders', '60', '--seed', '11'], {
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR!, DATABASE_URL: '' },
    stdio: 'pipe',
  }).toString();
  expect(out).toContain('下单 60，');
  expect(count()).toBe(before + 60);
  const toShip = query<{ n: number }>('SELECT COUNT(*) AS n FROM orders WHERE company_id = ? AND status = 2 AND after_sale_status = 0', companyId)[0]!.n;
  expect(toShip, '模拟数据里应有待发货订单').toBeGreaterThanOrEqual(3);
});

async function open(page: Page, request: Parameters<typeof apiLogin>[0], url: string) {
  await withToken(page, await apiLogin(request, DEMO.owner));
  await page.goto(url);
}

const tabCount = async (page: Page, label: string) => {
  const text = await page.getByRole('tab', { name: new RegExp(`^${label}`) }).innerText();
  return Number(/\((\d+)\)/.exec(text)?.[1] ?? NaN);
};

test('ships an order from the list: it leaves 待发货 and shows under 已发货', async ({ page, request }) => {
  await open(page, request, '/order/list?tab=2');
  await expect(page).toHaveTitle('订单列表 - 商家后台');
  await expect(page.getByRole('tab', { name: /^待发货 \(\d+\)/ })).toBeVisible();
  const toShip = await tabCount(page, '待发货');
  const shipped = await tabCount(page, '已发货');
  const truth = query<{ n: number }>('SELECT COUNT(*) AS n FROM orders WHERE company_id = ? AND status = 2', companyId)[0]!.n;
  expect(toShip).toBe(truth);
  // The newest order that can ship (an order of a campus group still 拼团中 is refused until the group is done).
  const { order_no: orderNo } = query<{ order_no: string }>(`SELECT order_no FROM orders WHERE company_id = ? AND ${SHIPPABLE} ORDER BY created_at DESC, id DESC LIMIT 1`, companyId)[0]!;
  const listRow = page.locator('.ant-table-row', { hasText: orderNo });
  await expect(listRow).toBeVisible();
  await shot(page, 'order-list');
  await listRow.getByRole('button', { name: '发货' }).click();
  const dialog = page.getByRole('dialog', { name: '订单发货' });
  await dialog.getByLabel('运单号').fill('SF1234567890');
  await shot(page, 'order-ship-dialog');
  await dialog.getByRole('button', { name: '确认发货' }).click();
  await expect(page.locator('.ant-message')).toContainText('发货成功');
  await expect(page.getByRole('tab', { name: `待发货 (${toShip - 1})` })).toBeVisible();
  await expect(page.getByRole('tab', { name: `已发货 (${shipped + 1})` })).toBeVisible();
  await expect(page.locator('.ant-table-row', { hasText: orderNo })).toHaveCount(0);
  await page.getByRole('tab', { name: /^已发货/ }).click();
  await expect(page).toHaveURL(/tab=3/);
  await expect(page.locator('.ant-table-row', { hasText: orderNo })).toBeVisible();
  const row = query<{ status: number; tracking_no: string }>('SELECT status, tracking_no FROM orders WHERE order_no = ?', orderNo)[0]!;
  expect(row).toEqual({ status: 3, tracking_no: 'SF1234567890' });
});

test('batch-ships two picked orders with a per-row report', async ({ page, request }) => {
  await open(page, request, '/order/list?tab=2');
  const rows = page.locator('.ant-table-row');
  await expect(rows.nth(1)).toBeVisible();
  // The first two loaded rows that the server will ship (an order of a campus group still 拼团中 waits for its group).
  const shippable = new Set(query<{ order_no: string }>(`SELECT order_no FROM orders WHERE company_id = ? AND ${SHIPPABLE}`, companyId).map((r) => r.order_no));
  // The virtual table renders the rows in view: scroll it until two of them can ship.
  let picked: string[] = [];
  for (let screen = 0; screen < 12 && picked.length < 2; screen++) {
    if (screen > 0) await page.locator('.ant-table-tbody-virtual-holder').evaluate((el: { scrollTop: number; clientHeight: number }) => (el.scrollTop += el.clientHeight - 60));
    await expect(rows.first()).toBeVisible();
    const shown = (await rows.locator('a').allInnerTexts()).map((t) => /\d{6,32}/.exec(t)?.[0] ?? '');
    picked = shown.filter((no) => shippable.has(no)).slice(0, 2);
  }
  expect(picked, '待发货订单里应有两单可发货').toHaveLength(2);
  const rowOf = (no: string) => rows.filter({ has: page.getByRole('checkbox', { name: `选择订单 ${no}` }) });
  // Select all loaded, clear, then pick two: the header box shows all / some / none.
  const all = page.getByRole('checkbox', { name: '全选已加载的订单' });
  await all.check();
  const loaded = Number(/已加载 (\d+) 条/.exec(await page.getByTestId('loaded-count').innerText())![1]);
  await expect(page.getByRole('button', { name: new RegExp(`批量发货（已选 ${loaded}）`) })).toBeVisible();
  await all.uncheck();
  await expect(page.getByRole('button', { name: /^批量发货$/ })).toBeDisabled();
  await rowOf(picked[0]!).getByRole('checkbox').check();
  await rowOf(picked[1]!).getByRole('checkbox').check();
  expect(await all.evaluate((el: HTMLInputElement) => el.indeterminate)).toBe(true);
  await expect(rowOf(picked[0]!)).toHaveClass(/ant-table-row-selected/);
  await page.getByRole('button', { name: /批量发货（已选 2）/ }).click();
  const dialog = page.getByRole('dialog', { name: '批量发货' });
  await dialog.getByLabel(`订单 ${picked[0]} 的运单号`).fill('ZT1000000001');
  await dialog.getByLabel(`订单 ${picked[1]} 的运单号`).fill('ZT1000000002');
  await shot(page, 'order-batch-ship');
  await dialog.getByRole('button', { name: /确认发货（2 单）/ }).click();
  await expect(dialog).toContainText('共 2 行：发货成功 2 行，失败 0 行');
  await shot(page, 'order-batch-ship-report');
  const after = query<{ order_no: string; status: number; logistics_company: string }>(
    `SELECT order_no, status, logistics_company FROM orders WHERE order_no IN (?, ?) ORDER BY order_no`,
    ...picked,
  );
  expect(after.map((r) => [r.status, r.logistics_company])).toEqual([
    [3, 'ZTO'],
    [3, 'ZTO'],
  ]);
});

test('filters are held in the URL and an illegal batch row is reported', async ({ page, request }) => {
  const o = query<{ order_no: string; buyer_phone: string }>('SELECT order_no, buyer_phone FROM orders WHERE company_id = ? AND status = 4 LIMIT 1', companyId)[0]!;
  await open(page, request, `/order/list?buyerPhone=${o.buyer_phone}`);
  await expect(page.getByLabel('买家手机号')).toHaveValue(o.buyer_phone);
  await expect(page.locator('.ant-table-row', { hasText: o.order_no })).toBeVisible();
  await page.reload();
  await expect(page.locator('.ant-table-row', { hasText: o.order_no })).toBeVisible();
  await page.getByRole('button', { name: '导入发货' }).click();
  const csv = `订单号,物流公司,运单号\n${o.order_no},顺丰速运,SF9876543210\n`;
  await page.locator('input[type=file]').setInputFiles({ name: '发货.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  const dialog = page.getByRole('dialog', { name: '导入发货' });
  await expect(dialog).toContainText('共 1 行：发货成功 0 行，失败 1 行');
  await expect(dialog).toContainText('订单已完成，不能发货');
  await shot(page, 'order-import-report');
});

test('exports the current filter to Excel with progress; the file holds exactly the filtered orders', async ({ page, request }) => {
  await open(page, request, '/order/list?tab=4');
  await expect(page.locator('.ant-table-row').first()).toBeVisible();
  await page.getByRole('button', { name: '导出' }).click();
  const dialog = page.getByRole('dialog', { name: '导出订单' });
  await expect(dialog.getByRole('button', { name: '下载文件' })).toBeVisible({ timeout: 15_000 });
  await shot(page, 'order-export-done');
  const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: '下载文件' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^订单导出-\d{8}-\d{6}\.xlsx$/);
  const file = path.join(test.info().outputDir, 'export.xlsx');
  await download.saveAs(file);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(fs.readFileSync(file) as unknown as ArrayBuffer);
  const ws = wb.worksheets[0]!;
  const nos: string[] = [];
  ws.eachRow((r, n) => {
    if (n > 1) nos.push(String(r.getCell(1).value));
  });
  const truth = query<{ order_no: string }>('SELECT order_no FROM orders WHERE company_id = ? AND status = 4', companyId).map((r) => r.order_no);
  expect(nos.length).toBeGreaterThan(0);
  expect(nos.sort()).toEqual(truth.sort());
  expect(ws.getRow(2).getCell(2).value).toBe('已完成');
});

test('order detail: snapshot lines, amounts, logistics, log; an audited reveal of the phone', async ({ page, request }) => {
  const o = query<{ id: number; buyer_phone: string; receiver_phone: string }>('SELECT id, buyer_phone, receiver_phone FROM orders WHERE company_id = ? AND status = 3 ORDER BY id LIMIT 1', companyId)[0]!;
  await open(page, request, `/order/detail?orderId=${o.id}`);
  await expect(page.getByText('商品信息（下单时快照）')).toBeVisible();
  await expect(page.getByText(`${o.receiver_phone.slice(0, 3)}****${o.receiver_phone.slice(7)}`).first()).toBeVisible();
  await expect(page.getByText(/物流信息 · /)).toBeVisible();
  await page.getByRole('button', { name: '查看完整信息' }).click();
  await expect(page.getByText(o.receiver_phone).first()).toBeVisible();
  const audits = query<{ n: number }>("SELECT COUNT(*) AS n FROM audit_log WHERE action = 'order.privacy.reveal' AND detail LIKE ?", `%"orderId":${o.id},%`);
  expect(audits[0]!.n).toBe(1);
  await shot(page, 'order-detail');
});

test('replies to a review, then can edit the reply', async ({ page, request }) => {
  await open(page, request, '/order/evaluate?replied=0');
  await expect(page).toHaveTitle('评价管理 - 商家后台');
  const item = page.locator('[data-testid^=evaluation-]').first();
  await expect(item).toBeVisible();
  const id = Number((await item.getAttribute('data-testid'))!.split('-')[1]);
  await shot(page, 'order-evaluate');
  await item.getByRole('button', { name: /^回\s*复$/ }).click();
  await item.getByLabel('回复内容').fill('感谢您的支持，欢迎再次光临！');
  await item.getByRole('button', { name: /^提\s*交$/ }).click();
  await expect(page.locator('.ant-message')).toContainText('回复成功');
  await page.goto('/order/evaluate?replied=1');
  const replied = page.getByTestId(`evaluation-${id}`);
  await expect(replied).toContainText('商家回复：感谢您的支持，欢迎再次光临！');
  await expect(replied.getByRole('button', { name: '修改回复' })).toBeVisible();
  expect(query<{ reply: string }>('SELECT reply FROM evaluation WHERE id = ?', id)[0]!.reply).toBe('感谢您的支持，欢迎再次光临！');
  await shot(page, 'order-evaluate-replied');
});

test('reviews show their rating as stars; a thumbnail opens the image preview', async ({ page, request }) => {
  await open(page, request, '/order/evaluate?hasImages=1');
  const item = page.locator('[data-testid^=evaluation-]').first();
  await expect(item).toBeVisible();
  const id = Number((await item.getAttribute('data-testid'))!.split('-')[1]);
  const { rating } = query<{ rating: number }>('SELECT rating FROM evaluation WHERE id = ?', id)[0]!;
  await expect(item.getByRole('img', { name: `${rating} 星` })).toBeVisible();
  await expect(item.locator('.xm-star-on')).toHaveCount(rating);
  await item.getByRole('button', { name: '查看评价图片 1' }).click();
  const preview = page.locator('.ant-image-preview');
  await expect(preview).toBeVisible();
  await expect(preview.locator('img.ant-image-preview-img')).toHaveAttribute('src', /.+/);
  await still(page);
  await shot(page, 'order-evaluate-preview');
  await page.keyboard.press('Escape');
  await expect(preview).toBeHidden();
});

test('the overview numbers equal the orders in the database, the trend draws lazily, the to-do list links to pages', async ({ page, request }) => {
  await open(page, request, '/overview');
  await expect(page.getByTestId('today-paid-amount')).toBeVisible();
  const now = Date.now();
  const dayStart = Math.floor((now + 8 * 3600_000) / 86400_000) * 86400_000 - 8 * 3600_000;
  const today = query<{ n: number; amount: number }>(
    'SELECT COUNT(*) AS n, COALESCE(SUM(paid_amount), 0) AS amount FROM orders WHERE company_id = ? AND paid_at >= ? AND paid_at < ?',
    companyId,
    dayStart,
    dayStart + 86400_000,
  )[0]!;
  const toShip = query<{ n: number }>('SELECT COUNT(*) AS n FROM orders WHERE company_id = ? AND status = 2', companyId)[0]!.n;
  const onSale = query<{ n: number }>('SELECT COUNT(*) AS n FROM goods WHERE company_id = ? AND status = 1 AND deleted_at IS NULL', companyId)[0]!.n;
  const yuan = (fen: number) => `¥${(fen / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  await expect(page.getByTestId('today-paid-amount')).toHaveText(yuan(today.amount));
  await expect(page.getByTestId('today-paid-orders')).toHaveText(String(today.n));
  await expect(page.getByTestId('to-ship')).toHaveText(String(toShip));
  await expect(page.getByTestId('goods-on-sale')).toHaveText(String(onSale));
  await expect(page.getByTestId('today-conversion')).toHaveText('暂无数据');
  await expect(page.getByTestId('trend-chart').locator('canvas')).toBeVisible({ timeout: 10_000 });
  await shot(page, 'overview');
  const first = page.getByTestId('todos').locator('a').first();
  await expect(first).toContainText('待发货');
  await first.click();
  await expect(page).toHaveURL(/\/order\/detail\?orderId=\d+/);
  await expect(page.getByText('商品信息（下单时快照）')).toBeVisible();
});
