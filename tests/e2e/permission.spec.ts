import type { APIRequestContext } from '@playwright/test';
import type { Page } from '@playwright/test';
import { test, expect, apiLogin, withToken, shot, lastSmsCode, DEMO, serverURL, TOKEN_STORAGE_KEY } from './support/fixtures';

/**
 * Staff and roles against the real server: the owner builds a view-only goods role in the role editor and adds a
 * member with it; the member logs in (first SMS login), sees the goods but no write control, and a direct call of a
 * goods write is refused 1004 and shows in the owner's operation log.
 */
test.describe.configure({ mode: 'serial' });

const MEMBER = '13700000021';

async function api<T = any>(request: APIRequestContext, token: string | null, url: string, body: unknown = {}): Promise<{ code: number; data: T; msg: string }> {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  const r = await request.post(`${serverURL()}/xm-merchant${url}`, { data: body, headers });
  return (await r.json()) as { code: number; data: T; msg: string };
}

/** Switches the signed-in user of this tab (withToken only sets the first one). */
async function signInAs(page: Page, token: string) {
  await page.evaluate(([k, v]) => (globalThis as unknown as { localStorage: { setItem(a: string, b: string): void } }).localStorage.setItem(k!, v!), [TOKEN_STORAGE_KEY, token]);
}

test('a view-only goods member sees goods without write controls, and a direct write is refused 1004 and logged', async ({ page, request }) => {
  const owner = await apiLogin(request, DEMO.owner);
  await withToken(page, owner);

  // The role editor: the menu tree with 查看 and 操作 keys; tick the goods list's 查看 only.
  await page.goto('/permission/role');
  await expect(page.getByRole('table', { name: '角色列表', exact: true })).toContainText('店长');
  for (const preset of ['运营', '客服', '财务', '仓库']) await expect(page.getByRole('table', { name: '角色列表', exact: true })).toContainText(preset);
  await shot(page, 'permission-roles');
  await page.getByRole('button', { name: '新建角色' }).click();
  await expect(page).toHaveURL(/\/permission\/role\/edit$/);
  await page.getByLabel('角色名称').fill('商品只读');
  await page.getByLabel('说明').fill('只能查看商品');
  await page.getByRole('checkbox', { name: '商品列表与发布 查看' }).check();
  await page.getByRole('checkbox', { name: '虚拟卡券 查看' }).check();
  await expect(page.getByRole('checkbox', { name: /发布、编辑、复制、批量上下架与删除 操作/ })).not.toBeChecked();
  await shot(page, 'permission-role-edit');
  await page.getByRole('button', { name: /^保\s*存$/ }).click();
  await expect(page).toHaveURL(/\/permission\/role$/);
  await expect(page.getByRole('table', { name: '角色列表', exact: true })).toContainText('商品只读');

  // Add the member by phone with that role.
  await page.goto('/permission/employee');
  await page.getByRole('button', { name: '添加员工' }).click();
  await page.getByLabel('手机号').fill(MEMBER);
  await page.getByLabel('姓名').fill('只读店员');
  await page.getByRole('checkbox', { name: /商品只读/ }).check();
  await page.getByRole('button', { name: /^添\s*加$/ }).click();
  await expect(page).toHaveURL(/\/permission\/employee$/);
  const row = page.getByRole('row', { name: /只读店员/ });
  await expect(row).toContainText('商品只读');
  await expect(row).toContainText('待首次登录');
  await shot(page, 'permission-employees');

  // The member's first login is by SMS code; the answer asks them to set a password.
  expect((await api(request, null, '/company/auth/userSmsCode', { phone: MEMBER })).code).toBe(1);
  const login = await api<{ authToken: string; pwdUpdateTips: boolean }>(request, null, '/company/auth/loginSmsCode', { phone: MEMBER, code: lastSmsCode(MEMBER) });
  expect(login.code).toBe(1);
  expect(login.data.pwdUpdateTips).toBe(true);
  const member = login.data.authToken;

  await signInAs(page, member);
  await page.goto('/goods/list');
  const goods = page.getByRole('table', { name: '商品列表', exact: true });
  await expect(goods.getByRole('row').nth(1)).toBeVisible();
  await expect(goods.getByRole('link', { name: '预览' }).or(goods.getByRole('button', { name: '预览' })).first()).toBeVisible();
  await expect(page.getByRole('button', { name: /发布商品/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: '批量上架' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: '批量下架' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: '批量删除' })).toHaveCount(0);
  await expect(goods.getByRole('link', { name: '编辑' })).toHaveCount(0);
  await expect(goods.getByRole('button', { name: '复制' })).toHaveCount(0);
  await expect(goods.getByRole('checkbox')).toHaveCount(0);
  // The menu shows goods pages only: no order, finance or staff entries.
  await expect(page.getByRole('menu').first()).not.toContainText('员工管理');
  await shot(page, 'permission-member-goods');

  // A direct call of a write is refused 1004, and lands in the owner's operation log.
  const list = await api<{ list: Array<{ goodsId: number }> }>(request, member, '/goods/goodsInfo/list', { pageSize: 20 });
  expect(list.code).toBe(1);
  const refused = await api(request, member, '/goods/goodsInfo/batch', { action: 'offShelf', goodsIds: [list.data.list[0]!.goodsId] });
  expect(refused).toMatchObject({ code: 1004, data: null });

  await signInAs(page, owner);
  await page.goto('/permission/operation-log?denied=1');
  const log = page.getByRole('table', { name: '操作日志', exact: true });
  await expect(log).toContainText('越权调用被拒绝');
  await expect(log).toContainText('只读店员');
  await log.getByRole('button', { name: /越权调用被拒绝 的详情/ }).first().click();
  await expect(page.getByRole('dialog')).toContainText('goods.edit');
  await shot(page, 'permission-operation-log-denied');
  await page.getByRole('button', { name: /^关\s*闭$/ }).first().click();
  // The whole log: the owner's own writes, readable in Chinese.
  await page.goto('/permission/operation-log');
  await expect(log).toContainText('新建角色');
  await expect(log).toContainText('添加员工');
  await shot(page, 'permission-operation-log');
});
