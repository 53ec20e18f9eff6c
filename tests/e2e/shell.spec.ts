import Database from 'better-sqlite3';
import path from 'node:path';
import { test, expect, apiLogin, withToken, shot, DEMO, still, serverURL } from './support/fixtures';
import type { Locator, Page } from '@playwright/test';

async function loginByForm(page: Page, phone: string, password = 'Demo@123456') {
  await page.getByPlaceholder('请输入手机号').first().fill(phone);
  await page.getByPlaceholder('请输入密码').fill(password);
  await page.locator('form').getByRole('button', { name: /登\s*录/ }).first().click();
}

/**
 * Right-clicks a tab and waits until its context menu has finished opening. A click into the opening animation finds
 * the item "not stable", and Playwright's retry scrolls the page to reach it: a scroll closes a context menu.
 */
async function tabMenu(page: Page, tab: Locator): Promise<Locator> {
  const open = page.locator('.ant-dropdown:not(.ant-dropdown-hidden)');
  // On a loaded machine the first right-click can land while the restored tabs are still settling: retry it.
  await expect(async () => {
    await tab.click({ button: 'right' });
    await expect(open).toHaveCount(1, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(open).not.toHaveClass(/ant-slide-up/);
  return open;
}

/** Visits three pages after the overview, so four tabs are open (the last one active); returns the tabs. */
async function openFourTabs(page: Page): Promise<Locator> {
  for (const [url, title] of [['/goods/list', '商品列表'], ['/order/list', '订单列表'], ['/finance/balance', '余额明细']]) {
    await page.goto(url!);
    await expect(page).toHaveTitle(`${title} - 商家后台`);
  }
  return page.getByTestId('tabs-bar').locator('.ant-tabs-tab');
}

const menu = (page: Page) => page.locator('.xm-sider .ant-menu-root > li');

test('unauthenticated visit goes to login with redirect, and login lands on the intended page', async ({ page }) => {
  await page.goto('/finance/overview');
  await expect(page).toHaveURL(/\/login\?redirect=%2Ffinance%2Foverview$/);
  await expect(page).toHaveTitle('登录 - 商家后台');
  await shot(page, 'login-1440');
  await loginByForm(page, DEMO.owner);
  await expect(page).toHaveURL(/\/finance\/overview$/);
  await expect(page).toHaveTitle('资金概览 - 商家后台');
  await expect(page.getByTestId('user-menu')).toContainText('校园优选旗舰店');
  await expect(page.locator('.xm-breadcrumb')).toContainText('财务');
  await shot(page, 'shell-1440');
});

test('wrong password shows the server message and stays on login', async ({ page }) => {
  await page.goto('/login');
  await loginByForm(page, DEMO.owner, 'Wrong@123456');
  await expect(page.locator('.ant-message')).toContainText('手机号或密码错误');
  await expect(page).toHaveURL(/\/login/);
});

test('titles follow the route, activity lists take the activity type name', async ({ page, request }) => {
  await withToken(page, await apiLogin(request, DEMO.owner));
  for (const [url, title] of [
    ['/goods/list', '商品列表 - 商家后台'],
    ['/order/list', '订单列表 - 商家后台'],
    ['/activity/square-list/2', '限时秒杀 - 商家后台'],
    ['/activity/square-list/21', '校园拼团 - 商家后台'],
    ['/permission/role/edit', '编辑角色 - 商家后台'],
    ['/school-employee/task-package/verify', '任务审核 - 商家后台'],
  ] as const) {
    await page.goto(url);
    await expect(page).toHaveTitle(title);
  }
});

test('every request carries x-terminal, x-channel and the bearer token; touch devices send H5', async ({ page, browser, request }) => {
  const token = await apiLogin(request, DEMO.owner);
  await withToken(page, token);
  const req = page.waitForRequest((r) => r.url().endsWith('/xm-merchant/company/user/info'));
  await page.goto('/overview');
  const h = (await req).headers();
  expect(h['x-terminal']).toBe('UNKNOWN');
  expect(h['x-channel']).toBe('default');
  expect(h.authorization).toBe(`Bearer ${token}`);

  const touch = await browser.newContext({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 }, baseURL: serverURL() });
  const mobile = await touch.newPage();
  await withToken(mobile, token);
  const mreq = mobile.waitForRequest((r) => r.url().endsWith('/xm-merchant/company/user/info'));
  await mobile.goto('/overview');
  expect((await mreq).headers()['x-terminal']).toBe('H5');
  await expect(mobile.getByRole('button', { name: '打开菜单' })).toBeVisible();
  await shot(mobile, 'shell-390');
  await mobile.getByRole('button', { name: '打开菜单' }).click();
  await expect(mobile.locator('.ant-drawer .ant-menu')).toContainText('商品');
  await still(mobile); // let the drawer finish sliding in before the screenshot
  await shot(mobile, 'shell-390-menu');
  await touch.close();
});

test('a token revoked mid-session: toast, token cleared, back to login', async ({ page, request }) => {
  const token = await apiLogin(request, DEMO.owner);
  await withToken(page, token);
  await page.goto('/goods/list');
  await expect(page).toHaveTitle('商品列表 - 商家后台');
  await request.post(`${serverURL()}/xm-merchant/company/auth/logout`, { headers: { authorization: `Bearer ${token}` } });
  // The start-up session prefetch and the guard share one request, one toast and one trip to login.
  const infoRequests: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/company/user/info')) infoRequests.push(r.url());
  });
  await page.reload();
  await expect(page.locator('.ant-message')).toContainText('登录状态已失效');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fgoods%2Flist/);
  expect(await page.evaluate(() => localStorage.getItem('ACCESS_TOKEN'))).toBeNull();
  await expect(page.locator('.ant-message-notice')).toHaveCount(1);
  expect(infoRequests).toHaveLength(1);
});

test('limited staff sees only overview, goods and order, and gets 403 on a finance page', async ({ page }) => {
  await page.goto('/login');
  await loginByForm(page, DEMO.staff);
  // The staff password was set by the owner: the change-password suggestion appears first.
  await expect(page.getByText('建议修改密码')).toBeVisible();
  await page.getByRole('button', { name: '稍后再说' }).click();
  await expect(page).toHaveURL(/\/overview$/);
  await expect(menu(page)).toHaveText(['店铺概况', '商品', '订单']);
  await page.goto('/finance/overview');
  await expect(page.getByText('抱歉，您没有访问该页面的权限')).toBeVisible();
  // A page the user may not open gets no tab.
  await expect(page.getByTestId('tabs-bar').locator('.ant-tabs-tab')).toHaveText(['店铺概况']);
  await shot(page, 'staff-403');
});

test('unknown paths go home to the overview; a bad parameter shows 404', async ({ page, request }) => {
  await withToken(page, await apiLogin(request, DEMO.owner));
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/overview$/);
  await page.goto('/activity/detail/abc');
  await expect(page.locator('.ant-result-title')).toHaveText('404');
  await expect(page.getByText('编号无效：abc')).toBeVisible();
});

test('open tabs survive a reload; close others keeps the overview', async ({ page, request }) => {
  await withToken(page, await apiLogin(request, DEMO.owner));
  const tabs = await openFourTabs(page);
  await expect(tabs).toHaveText(['店铺概况', '商品列表', '订单列表', '余额明细']);
  await page.reload();
  await expect(tabs).toHaveText(['店铺概况', '商品列表', '订单列表', '余额明细']);
  await (await tabMenu(page, tabs.filter({ hasText: '订单列表' }))).getByRole('menuitem', { name: '关闭其他' }).click();
  await expect(tabs).toHaveText(['店铺概况', '订单列表']);
  await expect(page).toHaveURL(/\/order\/list$/);
});

test('theme settings persist across a reload', async ({ page, request }) => {
  await withToken(page, await apiLogin(request, DEMO.owner));
  await page.goto('/overview');
  await page.getByRole('button', { name: '主题设置' }).click();
  await page.getByText('顶部菜单').click();
  await page.getByRole('radio', { name: '酱紫' }).click();
  await expect(page.locator('.xm-top-menu')).toBeVisible();
  await page.reload();
  await expect(page.locator('.xm-top-menu')).toBeVisible();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('THEME_SETTINGS') ?? '{}').data);
  expect(stored).toMatchObject({ layout: 'top', primaryColor: '#722ED1' });
  // antd's stylesheet is built once (zero runtime); the merchant's colour reaches it through antd's CSS variables.
  await expect(page.locator('.xm-top-menu .ant-menu-item-selected')).toHaveCSS('background-color', 'rgb(114, 46, 209)');
  await shot(page, 'theme-top');
});

test('a failed route chunk shows the update notice and reloads after 2 s', async ({ page, request }) => {
  await withToken(page, await apiLogin(request, DEMO.owner));
  await page.goto('/overview');
  await expect(page).toHaveTitle('店铺概况 - 商家后台');
  // Every lazy chunk fails from now on: the next navigation cannot load its page.
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  await page.locator('.xm-sider').getByText('订单').click();
  await page.locator('.xm-sider').getByText('评价管理').click();
  await expect(page.getByText('系统有更新，页面即将刷新').first()).toBeVisible();
  const started = Date.now();
  await page.waitForEvent('load', { timeout: 8000 });
  expect(Date.now() - started).toBeGreaterThan(1000);
});

test('logout from the user menu clears the session', async ({ page }) => {
  await page.goto('/login');
  await loginByForm(page, DEMO.crossBorder);
  await expect(page).toHaveURL(/\/overview$/);
  await page.getByTestId('user-menu').click();
  await page.getByText('退出登录').click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('ACCESS_TOKEN'))).toBeNull();
  await page.goto('/overview');
  await expect(page).toHaveURL(/\/login\?redirect=/);
});

test('clicks are tracked: a batch reaches the server and is stored', async ({ page, request }) => {
  await withToken(page, await apiLogin(request, DEMO.owner));
  await page.goto('/overview');
  const sent = page.waitForRequest((r) => r.url().endsWith('/xm-log/track'));
  for (let i = 0; i < 10; i++) await page.getByRole('button', { name: /收起菜单|展开菜单/ }).click();
  await sent;
  const file = path.join(process.env.E2E_DATA_DIR!, 'merchant.sqlite');
  await expect
    .poll(() => {
      const db = new Database(file, { readonly: true });
      try {
        return (db.prepare("select count(*) n from track_event where ele_text like '%菜单%' or content like '%button%'").get() as { n: number }).n;
      } finally {
        db.close();
      }
    }, { timeout: 8000 })
    .toBeGreaterThanOrEqual(10);
});

test('a company whose review is pending is kept on /login/apply', async ({ page }) => {
  await page.goto('/login');
  await loginByForm(page, DEMO.pending);
  await expect(page).toHaveURL(/\/login\/apply$/);
  await expect(page.getByText('入驻申请审核中')).toBeVisible();
  await page.goto('/goods/list');
  await expect(page).toHaveURL(/\/login\/apply$/);
  await shot(page, 'apply-pending');
});

test('refreshing a tab re-enters the page through /redirect', async ({ page, request }) => {
  await withToken(page, await apiLogin(request, DEMO.owner));
  await page.goto('/order/list?status=2');
  await expect(page).toHaveTitle('订单列表 - 商家后台');
  const tab = page.getByTestId('tabs-bar').locator('.ant-tabs-tab').filter({ hasText: '订单列表' });
  await (await tabMenu(page, tab)).getByRole('menuitem', { name: '刷新' }).click();
  await expect(page).toHaveURL(/\/order\/list\?status=2$/);
  await expect(page).toHaveTitle('订单列表 - 商家后台');
});

test('the tab context menu acts on the tab it was opened on, not on the active one', async ({ page, request }) => {
  await withToken(page, await apiLogin(request, DEMO.owner));
  const tabs = await openFourTabs(page);
  // Close a tab that is not the active one: it goes, and the page stays where it was.
  await (await tabMenu(page, tabs.filter({ hasText: '商品列表' }))).getByRole('menuitem', { name: '关闭', exact: true }).click();
  await expect(tabs).toHaveText(['店铺概况', '订单列表', '余额明细']);
  await expect(page).toHaveURL(/\/finance\/balance$/);
  // A right-click on another tab closes the open menu and opens that tab's; closing the active tab goes to its
  // neighbour.
  const first = await tabMenu(page, tabs.filter({ hasText: '订单列表' }));
  await expect(first.getByRole('menuitem', { name: '关闭右侧' })).toHaveAttribute('aria-disabled', 'false');
  const second = await tabMenu(page, tabs.filter({ hasText: '余额明细' }));
  await expect(second.getByRole('menuitem', { name: '关闭右侧' })).toHaveAttribute('aria-disabled', 'true');
  await second.getByRole('menuitem', { name: '关闭', exact: true }).click();
  await expect(tabs).toHaveText(['店铺概况', '订单列表']);
  await expect(page).toHaveURL(/\/order\/list$/);
  // Close to the right of the overview: only the overview is left, and the page follows it.
  await (await tabMenu(page, tabs.filter({ hasText: '店铺概况' }))).getByRole('menuitem', { name: '关闭右侧' }).click();
  await expect(tabs).toHaveText(['店铺概况']);
  await expect(page).toHaveURL(/\/overview$/);
});
