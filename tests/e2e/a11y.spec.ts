import { test, expect, apiLogin, withToken, shot, DEMO } from './support/fixtures';
import { query, seedShopOrders } from './support/seed';

/**
 * The landed pages as a merchant meets them, signed in as the owner of a shop with orders (and the pages other tests
 * only pass through, which the gate may not catch still there). The accessibility gate of
 * `test` (support/axe-gate.ts) scans each of them when it opens and when the test ends: 0 critical and 0 serious.
 * These tests only open the pages; what the pages do is tested in their own specs.
 */
test.describe.configure({ mode: 'serial' });

let companyId = 0;
test.beforeAll(() => {
  companyId = seedShopOrders(12, 25);
});

const PAGES: { url: () => string; title: string; ready: string }[] = [
  { url: () => '/overview', title: '数据概况', ready: '.ant-layout-content' },
  { url: () => '/order/list', title: '订单列表', ready: '.ant-table-row, .xm-data-table [role=row]' },
  {
    url: () => `/order/detail?orderId=${query<{ id: number }>('SELECT id FROM orders WHERE company_id = ? ORDER BY id LIMIT 1', companyId)[0]!.id}`,
    title: '订单详情',
    ready: '.ant-descriptions',
  },
  { url: () => '/order/evaluate', title: '评价管理', ready: '.ant-layout-content' },
  { url: () => '/goods/list', title: '商品列表', ready: '.ant-layout-content' },
  { url: () => '/goods/edit', title: '发布商品', ready: 'form' },
  { url: () => '/goods/brandList', title: '品牌列表', ready: '.ant-layout-content' },
  { url: () => '/goods/brandApply', title: '品牌申请', ready: 'form' },
  { url: () => '/goods/virtualCard', title: '虚拟卡券', ready: '.ant-layout-content' },
  { url: () => '/goods/virtualCardAdd', title: '新增卡券批次', ready: '.ant-layout-content' },
  { url: () => '/feedback', title: '意见反馈', ready: 'form' },
];

for (const p of PAGES) {
  test(`axe: ${p.title}`, async ({ page, request }) => {
    await withToken(page, await apiLogin(request, DEMO.owner));
    await page.goto(p.url());
    await expect(page.locator(p.ready).first()).toBeVisible();
    await shot(page, `a11y-${p.title}`);
  });
}

test('axe: 登录页', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: /登\s*录/ })).toBeVisible();
  await shot(page, 'a11y-登录');
});
