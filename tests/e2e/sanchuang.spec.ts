import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, apiLogin, withToken, shot as fullShot, serverURL, DEMO } from './support/fixtures';

/**
 * 三创 against the real server: publish a company topic from the activity square's entry, let the platform's simulator
 * bring teams that take it and sell its goods, see the teams' sales; award a prize in a round being judged and see the
 * prize money in the marketing account's flow; an unknown page type shows 404.
 */
test.describe.configure({ mode: 'serial' });

function platform(...args: string[]): string {
  const root = path.resolve(import.meta.dirname, '../..');
  return execFileSync(process.execPath, ['--import', 'tsx', path.join(root, 'server/platform/cli.ts'), ...args], {
    cwd: root,
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, DATABASE_URL: '' },
    encoding: 'utf8',
  });
}
async function shot(page: Page, name: string) {
  await page.evaluate(() => (globalThis as unknown as { scrollTo(x: number, y: number): void }).scrollTo(0, 0));
  await fullShot(page, name);
}
async function api(request: APIRequestContext, token: string, p: string, body: unknown) {
  const r = await request.post(`${serverURL()}/xm-merchant/${p}`, { data: body, headers: { Authorization: `Bearer ${token}` } });
  const j = (await r.json()) as { code: number; msg: string; data: any };
  expect(j.code, j.msg).toBe(1);
  return j.data;
}
type Round = { roundId: number; name: string; phase: number };

test('publish a topic, the simulator brings teams that sell its goods, and their sales show', async ({ page, request }) => {
  test.setTimeout(120_000);
  const token = await apiLogin(request, DEMO.owner);
  const rounds = (await api(request, token, 'activity/sanchuang/rounds', {})).list as Round[];
  const running = rounds.find((r) => r.phase === 2)!;
  await withToken(page, token);
  await page.goto('/activity/square');
  await page.getByRole('link', { name: /^三创赛（/ }).click();
  await expect(page).toHaveURL(new RegExp(`/activity/sanchuang/topic/${running.roundId}$`));
  await expect(page.getByRole('table', { name: '企业命题', exact: true })).toBeVisible();
  await shot(page, 'sanchuang-topics');
  const goods = (await api(request, token, 'activity/goodsOptions', {})).list as Array<{ name: string; skus: Array<{ stock: number }> }>;
  const pickGoods = goods.find((g) => g.skus.some((s) => s.stock >= 30))!;
  await page.getByRole('button', { name: '发布命题' }).click();
  const dialog = page.getByRole('dialog', { name: '发布企业命题' });
  await dialog.getByLabel('命题标题').fill('E2E 宿舍好物命题');
  await dialog.getByLabel('命题说明').fill('为命题商品策划校园推广，用团队推广码带动销售');
  await dialog.getByLabel('命题商品').fill(pickGoods.name);
  await dialog.getByLabel('命题商品').press('Enter');
  await dialog.getByLabel('命题标题').click();
  await dialog.getByLabel('提供资源（样品、物料等）').fill('样品 2 套');
  await dialog.getByLabel('团队上限（支）').fill('3');
  await shot(page, 'sanchuang-topic-form');
  await dialog.getByRole('button', { name: '发布命题' }).click();
  const row = page.getByRole('table', { name: '企业命题', exact: true }).getByRole('row', { name: /E2E 宿舍好物命题/ });
  await expect(row).toContainText('0 / 3');
  // The platform's simulator: teams sign up for the open topics and buyers order their goods.
  const out = platform('sanchuang', 'simulate', String(running.roundId), '--seed', '11');
  expect(out).toMatch(/新承接团队 \d+ 支/);
  await page.reload();
  await expect(row).toContainText('2 / 3');
  await page.getByRole('tab', { name: '参赛团队' }).click();
  await expect(page).toHaveURL(new RegExp(`/activity/sanchuang/team/${running.roundId}$`));
  const mine = (await api(request, token, 'activity/sanchuang/team/list', { activityId: running.roundId, pageSize: 100 })).list.filter((t: { topicTitle: string }) => t.topicTitle === 'E2E 宿舍好物命题');
  expect(mine).toHaveLength(2);
  const sold = mine.reduce((a: number, t: { orders: number }) => a + t.orders, 0);
  expect(sold).toBeGreaterThan(0);
  const table = page.getByRole('table', { name: '参赛团队', exact: true });
  for (const t of mine as Array<{ name: string; paidAmount: number }>) await expect(table.getByRole('row', { name: new RegExp(t.name) }).first()).toContainText(`¥${(t.paidAmount / 100).toFixed(2)}`);
  await shot(page, 'sanchuang-teams');
});

test('award a prize in a round being judged and see it in the marketing flow; an unknown page type is 404', async ({ page, request }) => {
  const token = await apiLogin(request, DEMO.owner);
  const rounds = (await api(request, token, 'activity/sanchuang/rounds', {})).list as Round[];
  const judged = rounds.find((r) => r.phase === 3)!;
  const summary = await api(request, token, 'activity/sanchuang/round', { activityId: judged.roundId });
  if (summary.marketingBalance < 8800) await api(request, token, 'finance/marketing/recharge', { amount: 10000, requestId: `e2e-sanchuang-${Date.now()}` });
  await withToken(page, token);
  await page.goto(`/activity/sanchuang/award/${judged.roundId}`);
  const waiting = page.getByRole('table', { name: '待颁奖团队', exact: true });
  await expect(waiting).toBeVisible();
  await shot(page, 'sanchuang-awards');
  const first = waiting.getByRole('row').nth(1);
  await first.getByRole('button', { name: '颁奖' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('奖金（元）').fill('88');
  await dialog.getByLabel('颁奖说明（可空）').fill('E2E 颁奖');
  await shot(page, 'sanchuang-award-dialog');
  await dialog.getByRole('button', { name: '颁奖并支付奖金' }).click();
  const given = page.getByRole('table', { name: '已颁奖项', exact: true }).getByRole('row', { name: /E2E 颁奖/ });
  await expect(given).toContainText('一等奖');
  await expect(given).toContainText('¥88.00');
  await shot(page, 'sanchuang-awarded');
  await page.getByRole('link', { name: '营销资金流水' }).click();
  await expect(page).toHaveURL(/\/finance\/marketing/);
  await expect(page.getByText(/三创赛奖金：.*一等奖/).first()).toBeVisible();
  await shot(page, 'sanchuang-marketing-flow');
  await page.goto(`/activity/sanchuang/prize/${judged.roundId}`);
  await expect(page.getByText('404').first()).toBeVisible();
});
