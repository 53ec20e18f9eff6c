import type { Page } from '@playwright/test';
import { test, expect, shot, DEMO, DEMO_PASSWORD } from './support/fixtures';
import { query, seedShopOrders, SHIPPABLE } from './support/seed';

/**
 * A merchant without a mouse: sign in, open the order list from the side menu, filter it by order number, open the
 * order and ship it, with the keyboard alone (Tab, Shift+Tab, arrows, Enter, typing). After every key that moves
 * focus, the focused element must show it: an outline or a focus shadow on it or on the antd field around it (WCAG
 * 2.4.7). The accessibility gate scans every page on the way (support/axe-gate.ts).
 */
let companyId = 0;
test.beforeAll(() => {
  companyId = seedShopOrders(30, 11);
});

interface Focus {
  tag: string;
  role: string | null;
  name: string;
  placeholder: string | null;
  type: string | null;
  visible: boolean;
  how: string;
}

/** What has focus and whether it is shown (outline or box-shadow on the element or on its antd field wrapper). */
function focused(page: Page): Promise<Focus> {
  return page.evaluate(() => {
    // Runs in the page; this tsconfig has no DOM lib, hence the minimal shapes.
    type Style = { outlineStyle: string; outlineWidth: string; boxShadow: string };
    type El = {
      tagName: string;
      getAttribute(n: string): string | null;
      textContent: string | null;
      closest(sel: string): El | null;
      parentElement: El | null;
    };
    const g = globalThis as unknown as { document: { activeElement: El | null; body: El }; getComputedStyle(e: El): Style };
    const el = g.document.activeElement;
    if (!el || el === g.document.body) return { tag: 'BODY', role: null, name: '', placeholder: null, type: null, visible: false, how: '焦点不在任何元素上' };
    const ring = (e: El | null): string | null => {
      if (!e) return null;
      const s = g.getComputedStyle(e);
      if (s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0) return `outline ${s.outlineWidth} ${s.outlineStyle}`;
      if (s.boxShadow && s.boxShadow !== 'none') return `box-shadow ${s.boxShadow}`;
      return null;
    };
    const wrapper = el.closest('.ant-input-affix-wrapper, .ant-input-outlined, .ant-select, .ant-picker, .ant-input-number, .ant-checkbox-wrapper');
    const how = ring(el) ?? ring(wrapper) ?? ring(el.parentElement);
    const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60);
    return {
      tag: el.tagName,
      role: el.getAttribute('role'),
      name,
      placeholder: el.getAttribute('placeholder'),
      type: el.getAttribute('type'),
      visible: how !== null,
      how: how ?? '无 outline 与 box-shadow',
    };
  });
}

/** Presses `key` until focus is on an element matching `want` (at most `max` presses); every stop must show focus. */
async function tabTo(page: Page, what: string, want: (f: Focus) => boolean, { key = 'Tab', max = 60 } = {}): Promise<Focus> {
  const path: string[] = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(key);
    const f = await focused(page);
    path.push(`${f.tag}${f.role ? `[${f.role}]` : ''} ${f.name || f.placeholder || ''}`);
    expect(f.visible, `按 ${key} 后焦点不可见：${path.at(-1)}（${f.how}）`).toBe(true);
    if (want(f)) return f;
  }
  throw new Error(`按 ${max} 次 ${key} 没有到达「${what}」，经过：\n${path.join('\n')}`);
}

test('sign in, open the order list, filter it, open an order and ship it, by keyboard alone', async ({ page }) => {
  test.setTimeout(90_000);
  const order = query<{ id: number; order_no: string }>(
    `SELECT id, order_no FROM orders WHERE company_id = ? AND ${SHIPPABLE} ORDER BY id DESC LIMIT 1`,
    companyId,
  )[0];
  expect(order, '模拟数据里应有待发货订单').toBeTruthy();

  // Sign in: the phone and password fields, Enter submits.
  await page.goto('/login');
  await expect(page.getByPlaceholder('请输入手机号')).toBeVisible();
  await tabTo(page, '手机号输入框', (f) => f.placeholder === '请输入手机号');
  await page.keyboard.type(DEMO.owner);
  await tabTo(page, '密码输入框', (f) => f.type === 'password');
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/overview$/);
  await expect(page).toHaveTitle('店铺概况 - 商家后台');

  // The side menu: one tab stop, arrows between items, Enter opens a group or a page.
  await tabTo(page, '侧边菜单', (f) => f.role === 'menu' || f.role === 'menuitem');
  for (let i = 0; i < 20; i++) {
    const f = await focused(page);
    if (f.name.startsWith('订单') && !f.name.startsWith('订单列表')) break;
    await page.keyboard.press('ArrowDown');
    const now = await focused(page);
    expect(now.visible, `菜单焦点不可见：${now.name}（${now.how}）`).toBe(true);
  }
  expect((await focused(page)).name).toMatch(/^订单/);
  // Enter opens the 订单 group; a group left open (the menu keeps the open groups of the current session) needs none.
  const expanded = await page.evaluate(() => (globalThis as unknown as { document: { activeElement: { getAttribute(n: string): string | null } | null } }).document.activeElement?.getAttribute('aria-expanded'));
  if (expanded !== 'true') await page.keyboard.press('Enter');
  // The group's items exist once it has opened (antd's menu motion): wait for them before moving down.
  await expect(page.getByRole('menuitem', { name: '订单列表' })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  // rc-menu moves focus on its next frame: wait for it.
  await expect.poll(async () => (await focused(page)).name, { message: '订单分组展开后的第一项' }).toBe('订单列表');
  const item = await focused(page);
  expect(item.visible, `菜单焦点不可见（${item.how}）`).toBe(true);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/order\/list/);
  await expect(page).toHaveTitle('订单列表 - 商家后台');

  // Filter by order number: type it and press Enter in the field (the form's submit).
  await tabTo(page, '订单号筛选框', (f) => f.placeholder === '完整订单号');
  await page.keyboard.type(order!.order_no);
  await page.keyboard.press('Enter');
  // The router writes a digits-only string JSON-quoted (%22…%22).
  await expect(page).toHaveURL(new RegExp(`orderNo=(%22)?${order!.order_no}`));
  await expect(page.getByTestId('loaded-count')).toContainText('已加载 1 条');
  await shot(page, 'keyboard-01-filtered');

  // Open the order from its number (a link) and ship it in the dialog.
  await tabTo(page, `订单号链接 ${order!.order_no}`, (f) => f.tag === 'A' && f.name === order!.order_no);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/order/detail\\?orderId=${order!.id}`));
  await expect(page.getByRole('button', { name: '发 货' })).toBeVisible();
  await tabTo(page, '发货按钮', (f) => f.tag === 'BUTTON' && f.name.replace(/\s/g, '') === '发货');
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: '订单发货' });
  await expect(dialog).toBeVisible();
  await tabTo(page, '运单号输入框', (f) => f.placeholder === '请输入运单号');
  await page.keyboard.type('SF1234567890');
  await shot(page, 'keyboard-02-ship-dialog');
  await tabTo(page, '确认发货按钮', (f) => f.tag === 'BUTTON' && f.name.replace(/\s/g, '') === '确认发货');
  await page.keyboard.press('Enter');
  await expect(page.locator('.ant-message')).toContainText('发货成功');
  await expect(dialog).toBeHidden();
  await expect
    .poll(() => query<{ status: number; tracking_no: string }>('SELECT status, tracking_no FROM orders WHERE id = ?', order!.id)[0])
    .toEqual({ status: 3, tracking_no: 'SF1234567890' });
  await shot(page, 'keyboard-03-shipped');
});
