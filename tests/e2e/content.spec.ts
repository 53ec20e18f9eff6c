import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, apiLogin, withToken, shot, DEMO } from './support/fixtures';
import { query } from './support/seed';

/**
 * Content and messages against the real server: a new after-sale case becomes a message live and its link opens the
 * case; a must-read announcement published by the platform opens after login until acknowledged; the command palette
 * finds an order by number and never offers a page the member may not open; rules and help.
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

async function open(page: Page, request: APIRequestContext, url: string, phone: string = DEMO.owner) {
  await withToken(page, await apiLogin(request, phone));
  await page.goto(url);
}

test('a new after-sale case reaches the message center live, and its link opens the case', async ({ page, request }) => {
  await open(page, request, '/message?category=afterSale');
  const list = page.getByRole('region', { name: '站内信' });
  await expect(list).toBeVisible();
  const [o] = query<{ id: number }>(
    `select o.id from orders o join merchant_user u on u.company_id = o.company_id where u.phone = ? and o.status in (3, 4) and o.after_sale_status = 0 and o.paid_amount > 0
       and not exists (select 1 from after_sale a where a.order_id = o.id) order by o.id desc limit 1`,
    DEMO.owner,
  );
  const out = platform('after-sale', 'open', String(o!.id), 'refund', 'quality');
  const m = /售后 ID (\d+) (SH\d+)/.exec(out)!;
  const [id, no] = [Number(m[1]), m[2]!];
  // No reload: the message arrives on the live channel.
  const msg = list.getByRole('button', { name: `未读：新售后单 ${no}` });
  await expect(msg).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('message-bell')).toHaveAccessibleName(/条未读/);
  await shot(page, 'content-messages');
  await msg.click();
  await expect(page).toHaveURL(new RegExp(`/order/after-detail\\?afterSaleId=${id}$`));
  await expect(page.getByText(no).first()).toBeVisible();
});

test('read all clears the unread count', async ({ page, request }) => {
  await open(page, request, '/message');
  await page.getByRole('button', { name: '全部已读' }).click();
  await expect(page.getByTestId('message-bell')).toHaveAccessibleName('消息中心');
  await page.getByRole('switch').click();
  await expect(page.getByText('没有未读消息')).toBeVisible();
});

test('a must-read announcement opens after login until it is acknowledged', async ({ page, request }) => {
  const [c] = query<{ company_id: number }>('select company_id from merchant_user where phone = ?', DEMO.crossBorder);
  platform('content', 'announce', '跨境商家必读：报关资料更新', '--body', '自下月起，跨境订单须在发货前完成三单对碰。\\n请在 ERP 中补充商品的海关编码。', '--category', 'rule', '--must-read', '--company', String(c!.company_id));
  await open(page, request, '/overview', DEMO.crossBorder);
  const dlg = page.getByRole('dialog', { name: '必读公告：跨境商家必读：报关资料更新' });
  await expect(dlg).toBeVisible();
  await expect(dlg.getByText('三单对碰')).toBeVisible();
  await shot(page, 'content-must-read');
  await dlg.getByRole('button', { name: '我已阅读并知晓' }).click();
  await expect(dlg).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { name: '店铺概况' }).first()).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // The announcement list shows it read and acknowledged.
  await page.goto('/announce');
  await page.getByRole('link', { name: '跨境商家必读：报关资料更新' }).click();
  await expect(page.getByText('必读 · 已确认')).toBeVisible();
});

test('the palette finds an order by number and offers only pages the member may open', async ({ page, request }) => {
  const [o] = query<{ id: number; order_no: string }>('select o.id, o.order_no from orders o join merchant_user u on u.company_id = o.company_id where u.phone = ? order by o.id limit 1', DEMO.staff);
  // The staff member holds goods.list and order.list only.
  await open(page, request, '/overview', DEMO.staff);
  await expect(page.getByRole('heading', { name: '店铺概况' }).first()).toBeVisible();
  await page.keyboard.press('Control+k');
  const box = page.getByRole('combobox', { name: '命令面板搜索' });
  await expect(box).toBeFocused({ timeout: 15_000 });
  await box.fill('shlb'); // 售后列表 by its pinyin initials: not for this member
  await expect(page.getByText('没有找到结果')).toBeVisible();
  await box.fill('ddlb');
  await expect(page.getByRole('option', { name: /订单列表/ })).toBeVisible();
  await box.fill(o!.order_no);
  const hit = page.getByRole('option', { name: new RegExp(`订单 ${o!.order_no}`) });
  await expect(hit).toBeVisible();
  await shot(page, 'content-palette');
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/order/detail\\?orderId=${o!.id}$`));
});

test("the owner's palette offers the after-sale list", async ({ page, request }) => {
  await open(page, request, '/overview');
  await expect(page.getByRole('heading', { name: '店铺概况' }).first()).toBeVisible();
  await page.getByTestId('palette-open').click();
  await page.getByRole('combobox', { name: '命令面板搜索' }).fill('shlb');
  await expect(page.getByRole('option', { name: /售后列表/ })).toBeVisible();
});

test('rule center: Chinese full-text search, versions and the change between them', async ({ page, request }) => {
  await open(page, request, '/rule-center');
  await page.getByRole('searchbox', { name: '搜索规则全文' }).fill('签收');
  await page.getByRole('button', { name: /^搜\s?索$/ }).click();
  await expect(page).toHaveURL(/keyword=/);
  const list = page.getByTestId('rule-list');
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await list.getByRole('button', { name: '发货时效管理规则' }).click();
  const detail = page.getByTestId('rule-detail');
  await expect(detail.getByText('与第 1 版相比')).toBeVisible();
  await expect(detail.getByRole('list', { name: '与第 1 版相比的变化' }).getByText(/签收/).first()).toBeVisible();
  await shot(page, 'content-rule-center');
});

test("help center: each page's help link opens the article of that page, and \"was this helpful\"", async ({ page, request }) => {
  await open(page, request, '/order/after-sale');
  await page.getByTestId('help-link').click();
  await expect(page).toHaveURL(/help-center\?article=handle-after-sale/);
  const art = page.getByTestId('help-article');
  await expect(art.getByRole('heading', { name: '处理售后申请' })).toBeVisible();
  await art.getByRole('button', { name: /有用 \d+/ }).click();
  await expect(art.getByText('感谢反馈')).toBeVisible();
  await expect(art.getByRole('button', { name: /有用 \d+/ })).toHaveAttribute('aria-pressed', 'true');
  await shot(page, 'content-help');
  // Pages of other areas: an index route, a route with a parameter in its path, a campus-job page.
  for (const [url, article, title] of [
    ['/finance/invoice', 'invoice', '申请发票'],
    ['/open/erp/guide/jushuitan', 'erp', '对接 ERP 与跨境清关'],
    ['/remote-task/task-list', 'remote-task', '远程任务：发布、审核与预算'],
  ] as const) {
    await page.goto(url);
    await page.getByTestId('help-link').click();
    await expect(page).toHaveURL(new RegExp(`help-center\\?article=${article}$`));
    await expect(art.getByRole('heading', { name: title })).toBeVisible();
  }
  await shot(page, 'content-help-remote-task');
  // The article links back to its page.
  await art.getByRole('link', { name: '/remote-task/task-list' }).click();
  await expect(page).toHaveURL(/\/remote-task\/task-list/);
  // On a phone the header has no help icon: the user menu has the page's help.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/finance/deposit');
  await expect(page.getByTestId('help-link')).toHaveCount(0);
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: '本页帮助' }).click();
  await expect(page).toHaveURL(/help-center\?article=deposit$/);
  await expect(art.getByRole('heading', { name: '保证金缴纳与退还' })).toBeVisible();
});
