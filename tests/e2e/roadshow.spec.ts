import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, apiLogin, withToken, shot as fullShot, serverURL, DEMO } from './support/fixtures';

/**
 * Campus roadshows against the real server: apply for an open roadshow (the booth fee leaves the marketing account
 * and shows in its flow), the platform approves, and the slot appears on the shop's schedule.
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

const SCHOOL = '南京大学';
let applicationNo = '';

test('apply for a roadshow: school filter in the URL, the fee from the marketing account', async ({ page, request }) => {
  const token = await apiLogin(request, DEMO.owner);
  const list = await api(request, token, 'activity/roadshow/list', { school: SCHOOL });
  const target = (list.list as Array<{ name: string; canApply: boolean; reason: string | null; boothFee: number }>).find((r) => r.canApply || /余额不足/.test(r.reason ?? ''))!;
  expect(target, JSON.stringify(list.list)).toBeTruthy();
  if (list.marketingBalance < target.boothFee) await api(request, token, 'finance/marketing/recharge', { amount: target.boothFee, requestId: `e2e-roadshow-${Date.now()}` });
  await withToken(page, token);
  await page.goto('/activity/roadshow');
  await expect(page).toHaveTitle('路演活动 - 商家后台');
  await expect(page.getByText('报名中').first()).toBeVisible();
  await page.getByRole('combobox', { name: '学校' }).click();
  await page.locator('.ant-select-dropdown .ant-select-item-option').filter({ hasText: SCHOOL, visible: true }).first().click();
  await expect(page).toHaveURL(/school=/);
  await expect(page.locator('.ant-select-dropdown .ant-select-item-option').filter({ visible: true })).toHaveCount(0);
  await shot(page, 'roadshow-list');
  await page.getByRole('button', { name: '我要报名' }).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(target.name);
  await dialog.getByRole('combobox', { name: '展示商品（1-10 件）' }).click();
  await page.locator('.ant-select-dropdown .ant-select-item-option').filter({ visible: true }).first().click();
  // Close the list by moving the focus on (a blur closes it): Tab and Enter in rc-select toggle the active option again,
  // Escape would close the dialog too, and the open list covers the fields around it.
  await dialog.getByLabel('现场联系人').focus();
  await expect(page.locator('.ant-select-dropdown .ant-select-item-option').filter({ visible: true })).toHaveCount(0);
  await dialog.getByLabel('现场联系人').fill('王经理');
  await dialog.getByLabel('联系电话').fill('13800000001');
  // The chosen goods stay chosen: wait for the goods list's closing animation to end before the full-page screenshot
  // (which resizes the viewport), or rc-select may still be handling its popup when the page changes size.
  await expect(page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')).toHaveCount(0);
  await expect(dialog.locator('.ant-select-selection-item')).toHaveCount(1);
  await shot(page, 'roadshow-apply');
  await expect(dialog.locator('.ant-select-selection-item')).toHaveCount(1);
  await dialog.getByRole('button', { name: /^报名并支付/ }).click();
  await expect(page).toHaveURL(/roadshow-activity\?status=pending/);
  const row = page.getByRole('table', { name: '路演报名' }).getByRole('row', { name: new RegExp(target.name) }).first();
  await expect(row).toContainText('待审核');
  applicationNo = (await row.getByRole('cell').first().innerText()).trim();
  expect(applicationNo).toMatch(/^LY\d+$/);
  await shot(page, 'roadshow-applications');
  // The booth fee is a line of the marketing account's flow.
  await page.goto('/finance/marketing');
  await expect(page.getByText(new RegExp(`路演展位费.*${applicationNo}`)).first()).toBeVisible();
  await shot(page, 'roadshow-marketing-flow');
});

test('the platform approves: the slot is on the schedule', async ({ page, request }) => {
  expect(applicationNo).not.toBe('');
  const queue = platform('roadshow', 'applications');
  const line = queue.split('\n').find((l) => l.includes(applicationNo))!;
  expect(line, queue).toBeTruthy();
  const id = /^#(\d+)/.exec(line)![1]!;
  expect(platform('roadshow', 'approve', id)).toContain('已通过');
  await withToken(page, await apiLogin(request, DEMO.owner));
  await page.goto('/activity/roadshow-activity?status=approved');
  await expect(page.getByRole('table', { name: '路演报名' }).getByRole('row', { name: new RegExp(applicationNo) })).toContainText('已通过');
  await expect(page.getByRole('heading', { name: '排期' })).toBeVisible();
  await expect(page.locator('.ant-timeline').getByText(SCHOOL).first()).toBeVisible();
  await shot(page, 'roadshow-schedule');
});
