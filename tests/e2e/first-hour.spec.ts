import path from 'node:path';
import { test, expect, shot, DEMO, still, DEMO_PASSWORD } from './support/fixtures';
import { startServer, type RunningServer } from './support/server';

/**
 * A newcomer's first start: its own server on a data directory nobody has used (not the shared test server, which
 * other specs change), seeded on start exactly as `npm start` seeds. The first login by the form shows a shop that
 * is alive: money today, a trend, a to-do list, and orders in the list.
 */
test.describe.configure({ mode: 'serial' });

let fresh: RunningServer;

test.beforeAll(async () => {
  const root = path.resolve('.');
  fresh = await startServer({ root, staticDir: path.resolve(process.env.E2E_STATIC_DIR || 'dist'), logFile: path.join(root, 'test-results', 'first-hour-server.log') });
});
test.afterAll(async () => {
  await fresh?.stop();
});

test('the first login on a fresh data directory shows a living overview and a full order list', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto(`${fresh.baseURL}/login`);
  await page.getByPlaceholder('请输入手机号').first().fill(DEMO.owner);
  await page.getByPlaceholder('请输入密码').fill(DEMO_PASSWORD);
  await page.locator('form').getByRole('button', { name: /登\s*录/ }).first().click();
  await expect(page).toHaveURL(/\/overview$/);

  const amount = page.getByTestId('today-paid-amount');
  await expect(amount).toHaveText(/^¥[\d,]+\.\d\d$/);
  expect(await amount.innerText()).not.toBe('¥0.00');
  expect(Number(await page.getByTestId('today-paid-orders').innerText())).toBeGreaterThan(0);
  expect(Number(await page.getByTestId('to-ship').innerText())).toBeGreaterThan(0);
  expect(Number(await page.getByTestId('after-sale').innerText())).toBeGreaterThan(0);
  await expect(page.getByTestId('todos').locator('li').first()).toBeVisible();
  await expect(page.getByTestId('trend-chart').locator('canvas')).toBeVisible({ timeout: 10_000 });
  await still(page); // the chart's entry animation
  await shot(page, 'first-hour-overview');

  await page.goto(`${fresh.baseURL}/order/list`);
  await expect(page).toHaveTitle('订单列表 - 商家后台');
  await expect(page.locator('.ant-table-row').first()).toBeVisible();
  expect(await page.locator('.ant-table-row').count()).toBeGreaterThan(5);
  for (const label of ['全部', '待付款', '待发货', '已发货', '已完成', '已关闭', '售后中']) {
    const text = await page.getByRole('tab', { name: new RegExp(`^${label}`) }).innerText();
    expect(Number(/\((\d+)\)/.exec(text)?.[1] ?? 0), `${label} 标签的数量`).toBeGreaterThan(0);
  }
  await shot(page, 'first-hour-order-list');

  await page.goto(`${fresh.baseURL}/order/evaluate`);
  await expect(page.locator('[data-testid^=evaluation-]').first()).toBeVisible();
  await expect(page.getByText(/^商家回复：/).first()).toBeVisible();
  await shot(page, 'first-hour-evaluate');
});

test('a login whose password was set by someone else advises a change, and 立即修改 opens the change-password dialog', async ({ page }) => {
  await page.goto(`${fresh.baseURL}/login`);
  await page.getByPlaceholder('请输入手机号').first().fill(DEMO.staff);
  await page.getByPlaceholder('请输入密码').fill(DEMO_PASSWORD);
  await page.locator('form').getByRole('button', { name: /登\s*录/ }).first().click();
  const tip = page.getByRole('dialog', { name: '建议修改密码', exact: true });
  await expect(tip).toBeVisible();
  await tip.getByRole('button', { name: '立即修改' }).click();
  const change = page.getByRole('dialog', { name: '修改密码', exact: true });
  await expect(change).toBeVisible();
  await expect(tip).toBeHidden();
  await shot(page, 'first-hour-change-password');
  await change.getByRole('button', { name: /取\s*消/ }).click();
  await expect(change).toBeHidden();
});
