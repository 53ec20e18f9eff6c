import { execFileSync } from 'node:child_process';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Page } from '@playwright/test';
import { test, expect, apiLogin, withToken, shot as fullShot, DEMO } from './support/fixtures';

/**
 * Shop settings against the real server: a merchant builds a freight template with a campus delivery zone, puts it on
 * a goods in the goods editor, and a simulated buyer's order to that campus pays the zone's freight. Then the other
 * shop-setting pages are opened and photographed. Serial: the steps share the template.
 */
test.describe.configure({ mode: 'serial' });

const dbFile = () => path.join(process.env.E2E_DATA_DIR!, 'merchant.sqlite');
function query<T>(sql: string, ...params: unknown[]): T[] {
  const db = new Database(dbFile(), { readonly: true });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}
function platform(...args: string[]): string {
  const root = path.resolve(import.meta.dirname, '../..');
  return execFileSync(process.execPath, ['--import', 'tsx', path.join(root, 'server/platform/cli.ts'), ...args], {
    cwd: root,
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, DATABASE_URL: '' },
    encoding: 'utf8',
  });
}
const msg = (page: Page) => page.locator('.ant-message');
/** A full-page screenshot from the top: the sticky page header then sits where it belongs. */
async function shot(page: Page, name: string) {
  await page.evaluate(() => (globalThis as unknown as { scrollTo(x: number, y: number): void }).scrollTo(0, 0));
  await fullShot(page, name);
}
const TEMPLATE = `校园测试模板 ${Date.now() % 100000}`;

async function open(page: Page, request: Parameters<typeof apiLogin>[0], url: string) {
  await withToken(page, await apiLogin(request, DEMO.owner));
  await page.goto(url);
}

test('build a template with a campus zone and see an order’s freight use it', async ({ page, request }) => {
  test.setTimeout(180_000);
  await open(page, request, '/shop-setting/delivery-template');
  await expect(page).toHaveTitle('运费模板 - 商家后台');
  await expect(page.locator('.xm-dt-row', { hasText: '校园配送 + 江浙沪优惠' })).toContainText('默认');
  await shot(page, 'shop-template-list');

  await page.getByRole('button', { name: '新建运费模板' }).click();
  await expect(page).toHaveURL(/add-delivery-template/);
  await page.getByLabel('模板名称').fill(TEMPLATE);
  await page.getByLabel('默认首费').fill('12');
  await page.getByLabel('默认续费').fill('4');
  await page.getByRole('button', { name: '添加校园配送区' }).click();
  const scope = page.getByRole('combobox', { name: '校园配送区 1 配送范围' });
  await scope.click();
  await scope.fill('紫金港');
  await page.locator('.ant-select-tree-node-content-wrapper', { hasText: /^紫金港校区$/ }).first().click();
  await page.keyboard.press('Escape');
  await page.getByLabel('首费', { exact: true }).fill('3.5');
  await page.getByLabel('续费', { exact: true }).fill('1');
  await page.getByRole('button', { name: '添加配送时段' }).click();
  await page.getByLabel('配送时段 1 开始').fill('11:30');
  await page.getByLabel('配送时段 1 结束').fill('12:30');
  await page.getByRole('button', { name: '添加配送时段' }).click();
  await page.getByLabel('配送时段 2 开始').fill('12:00');
  await page.getByLabel('配送时段 2 结束').fill('13:00');
  // Slots that cross each other are refused, in Chinese.
  await page.getByRole('button', { name: '保 存' }).click();
  await expect(msg(page)).toContainText('校园配送区 1的配送时段 11:30-12:30 与 12:00-13:00 交叉');
  await page.getByLabel('配送时段 2 开始').fill('17:30');
  await page.getByLabel('配送时段 2 结束').fill('19:00');
  await shot(page, 'shop-template-edit');
  await page.getByRole('button', { name: '保 存' }).click();
  await expect(msg(page)).toContainText('运费模板已保存');
  await expect(page).toHaveURL(/\/shop-setting\/delivery-template$/);
  const row = page.locator('.xm-dt-row', { hasText: TEMPLATE });
  await expect(row).toContainText('1 个校园配送区');
  await expect(row).toContainText('首 1 件 ¥12.00，续 1 件 ¥4.00');

  // The goods editor's picker offers it; the goods is re-reviewed after the edit.
  const [goods] = query<{ id: number; name: string }>(
    `SELECT g.id, g.name FROM goods g JOIN merchant_user u ON u.company_id = g.company_id
      WHERE u.phone = ? AND g.status = 1 AND g.goods_type = 1 AND g.deleted_at IS NULL
        AND EXISTS (SELECT 1 FROM goods_sku s WHERE s.goods_id = g.id AND s.status = 1 AND s.stock > 20)
      ORDER BY g.id LIMIT 1`,
    DEMO.owner,
  );
  expect(goods, '演示店铺应有在售且库存充足的实物商品').toBeTruthy();
  await page.goto(`/goods/edit?goodsId=${goods!.id}`);
  await expect(page.getByLabel('商品标题')).toHaveValue(goods!.name);
  await page.getByLabel('运费模板').click();
  await page.locator('.ant-select-item-option', { hasText: TEMPLATE }).click();
  await page.getByRole('button', { name: '提交审核' }).click();
  await expect(msg(page)).toContainText('已提交审核');
  expect(platform('goods-review', String(goods!.id), 'pass')).toContain('审核通过');

  // Buyers at 紫金港 order it with campus delivery: the order pays the zone's ¥3.50 + ¥1.00 per extra piece.
  const out = platform('simulate-orders', '4', '--goods', String(goods!.id), '--to', '浙江大学/紫金港校区', '--delivery', '2', '--seed', '19');
  expect(out).toContain('下单 4');
  const orders = query<{ id: number; order_no: string; freight_amount: number; item_count: number; campus: string }>(
    `SELECT o.id, o.order_no, o.freight_amount, o.item_count, o.campus FROM orders o JOIN order_line l ON l.order_id = o.id
      WHERE l.goods_id = ? AND o.delivery_type = 2 AND o.campus = '紫金港校区' ORDER BY o.id DESC LIMIT 4`,
    goods!.id,
  );
  expect(orders).toHaveLength(4);
  for (const o of orders) expect(o.freight_amount).toBe(350 + (o.item_count - 1) * 100);
  const o = orders[0]!;
  await page.goto(`/order/detail?orderId=${o.id}`);
  await expect(page.getByText(o.order_no).first()).toBeVisible();
  const freight = page.locator('.ant-descriptions-item', { has: page.locator('.ant-descriptions-item-label', { hasText: /^运费$/ }) });
  await expect(freight).toContainText(`¥${(o.freight_amount / 100).toFixed(2)}`);
  await shot(page, 'shop-order-freight');

  // The template's quote shows the same amount and the zone's slots.
  const [t] = query<{ id: number }>('SELECT id FROM delivery_template WHERE name = ?', TEMPLATE);
  await page.goto(`/shop-setting/add-delivery-template?templateId=${t!.id}`);
  await expect(page.getByLabel('模板名称')).toHaveValue(TEMPLATE);
  const place = page.getByRole('combobox', { name: '校园地点' });
  await place.click();
  await place.fill('紫金港');
  await page.locator('.ant-select-dropdown:visible .ant-select-tree-node-content-wrapper', { hasText: /^紫金港校区$/ }).first().click();
  await page.getByRole('button', { name: '试 算' }).click();
  await expect(page.getByRole('status')).toContainText('运费 ¥3.50');
  await expect(page.getByRole('status')).toContainText('11:30-12:30、17:30-19:00');
});

test('overlapping campus zones and a first unit of 0 are refused in Chinese', async ({ page, request }) => {
  await open(page, request, '/shop-setting/add-delivery-template');
  await page.getByLabel('模板名称').fill(`${TEMPLATE} 重叠`);
  await page.getByLabel('默认首件').fill('0');
  await page.getByRole('button', { name: '保 存' }).click();
  await expect(msg(page)).toContainText('默认运费的首件不能为 0');
  await page.getByLabel('默认首件').fill('1');
  for (const [i, text, node] of [[1, '浙江大学', /^浙江大学$/], [2, '紫金港', /^紫金港校区$/]] as const) {
    await page.getByRole('button', { name: '添加校园配送区' }).click();
    const scope = page.getByRole('combobox', { name: `校园配送区 ${i} 配送范围` });
    await scope.click();
    await scope.fill(text);
    // Only a node the merchant can see: the previous zone's tree, closing, holds the same names.
    await page.locator('.ant-select-dropdown .ant-select-tree-node-content-wrapper').filter({ hasText: node, visible: true }).first().click();
    await page.keyboard.press('Escape');
    await expect(page.locator('.ant-select-dropdown .ant-select-tree-node-content-wrapper').filter({ visible: true })).toHaveCount(0);
  }
  await page.getByRole('button', { name: '保 存' }).click();
  await expect(msg(page)).toContainText('校园配送区 1与校园配送区 2的配送范围重叠：浙江大学 已包含 浙江大学 紫金港校区');
});

test('shop info with its card preview, delivery settings, announcements and trademarks', async ({ page, request }) => {
  await open(page, request, '/shop-setting/shop-info-setting');
  await expect(page).toHaveTitle('店铺信息 - 商家后台');
  const card = page.getByRole('complementary', { name: '店铺卡片预览' });
  await expect(card).toContainText('公告：开学季满 199 包邮');
  await page.getByLabel('店铺简介').fill('宿舍好物，当日送到楼下');
  await expect(card).toContainText('宿舍好物，当日送到楼下');
  await page.getByRole('button', { name: '保 存' }).click();
  await expect(msg(page)).toContainText('店铺信息已保存');
  await shot(page, 'shop-info');

  await page.goto('/shop-setting/delivery-info');
  await expect(page).toHaveTitle('发货设置 - 商家后台');
  await expect(page.locator('.xm-dt-row', { hasText: '元旦仓库放假' })).toContainText('未开始');
  await expect(page.getByRole('radio', { name: '48 小时' })).toBeChecked();
  await shot(page, 'shop-delivery-info');

  await page.goto('/shop-setting/shop-announcement');
  await expect(page.locator('.xm-dt-row', { hasText: '开学季满 199 包邮' })).toContainText('展示中');
  await page.getByRole('button', { name: '发布公告' }).click();
  await page.getByLabel('标题').fill('周末满减');
  await page.getByLabel('内容').fill('本周末全场满 100 减 10。');
  await page.getByRole('button', { name: '保 存' }).click();
  await expect(msg(page)).toContainText('公告已保存');
  await expect(page.locator('.xm-dt-row', { hasText: '周末满减' })).toBeVisible();
  await shot(page, 'shop-announcement');

  await page.goto('/shop-setting/trademark');
  await expect(page.locator('.xm-dt-row', { hasText: '校园优选' })).toContainText('有效');
  await expect(page.locator('.xm-dt-row', { hasText: '28765432' })).toContainText('90 天内到期');
  await shot(page, 'shop-trademark');
});
