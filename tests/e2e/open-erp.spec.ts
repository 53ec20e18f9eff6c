import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import path from 'node:path';
import Database from 'better-sqlite3';
import { test, expect, apiLogin, withToken, shot, DEMO, serverURL } from './support/fixtures';
import { dbFile, query } from './support/seed';

/**
 * The ERP open platform end to end: the ERP simulator (a separate process speaking the signed open API over HTTP)
 * asks for authorization, the owner confirms it in the browser, the ERP pulls orders, ships one and pushes stock;
 * the order shows as shipped on its detail page and in the order list, and the goods list shows the new stock. Then
 * the goods-code check and the no-login guide pages. Serial: one shop, one ERP.
 */
test.describe.configure({ mode: 'serial' });

const root = path.resolve(import.meta.dirname, '../..');

function startSim(vendor: string, ...args: string[]): { proc: ChildProcessWithoutNullStreams; lines: string[]; done: Promise<number> } {
  const proc = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server/platform/cli.ts'), 'erp-sim', vendor, '--url', serverURL(), ...args], {
    cwd: root,
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, DATABASE_URL: '' },
  });
  const lines: string[] = [];
  proc.stdout.on('data', (b: Buffer) => lines.push(...String(b).split('\n').filter(Boolean)));
  proc.stderr.on('data', (b: Buffer) => lines.push(...String(b).split('\n').filter(Boolean)));
  const done = new Promise<number>((resolve) => proc.on('exit', (code) => resolve(code ?? -1)));
  return { proc, lines, done };
}

async function waitForLine(lines: string[], prefix: string, ms = 60_000): Promise<string> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    const l = lines.find((x) => x.startsWith(prefix));
    if (l) return l.slice(prefix.length).trim();
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`模拟器没有输出「${prefix}」：\n${lines.join('\n')}`);
}

test('connects the simulated ERP through the handshake and sees an order it shipped', async ({ page, request }) => {
  await withToken(page, await apiLogin(request, DEMO.owner));
  const companyId = query<{ company_id: number }>('SELECT company_id FROM merchant_user WHERE phone = ?', DEMO.owner)[0]!.company_id;
  // Stock before the ERP pushes: per SKU code and per goods.
  const skuBefore = new Map(query<{ code: string; stock: number }>('SELECT code, stock FROM goods_sku WHERE company_id = ? AND code IS NOT NULL', companyId).map((r) => [r.code, r.stock]));
  const goodsBefore = new Map(query<{ id: number; stock_total: number }>('SELECT id, stock_total FROM goods WHERE company_id = ?', companyId).map((r) => [r.id, r.stock_total]));
  const sim = startSim('jushuitan', '--ship', '1', '--stock', '2');
  try {
    const confirmUrl = new URL(await waitForLine(sim.lines, 'CONFIRM_URL'));
    await page.goto(confirmUrl.pathname + confirmUrl.search);
    await expect(page).toHaveTitle('ERP 对接 - 商家后台');
    const card = page.getByLabel('确认 ERP 授权');
    await expect(card.getByText('聚水潭 请求访问本店数据')).toBeVisible();
    await expect(card.getByText('校园优选旗舰店')).toBeVisible();
    await expect(card.getByText('回传发货', { exact: true })).toBeVisible();
    await shot(page, 'open-erp-confirm');
    await card.getByRole('button', { name: '确认授权' }).click();
    await expect(card).toBeHidden();
    expect(await sim.done, sim.lines.join('\n')).toBe(0);
  } finally {
    sim.proc.kill();
  }
  const shippedNo = (sim.lines.find((l) => l.startsWith('回传发货：订单 ')) ?? '').split(' ')[1];
  expect(shippedNo, sim.lines.join('\n')).toMatch(/^\d+$/);
  // The stock the ERP pushed is the goods' stock now.
  const pushed = sim.lines.filter((l) => l.startsWith('更新库存：') && l.includes('→')).map((l) => /^更新库存：(\S+) → (\d+)$/.exec(l)!);
  expect(pushed.length, sim.lines.join('\n')).toBe(2);
  // Each pushed SKU has the new stock, and its goods' total moved by as much.
  const changed = new Map<number, { name: string; code: string; total: number }>();
  const expectedTotal = new Map(goodsBefore);
  for (const [, code, stock] of pushed) {
    const [sku] = query<{ goods_id: number; stock: number; name: string }>('SELECT s.goods_id, s.stock, g.name FROM goods_sku s JOIN goods g ON g.id = s.goods_id WHERE s.company_id = ? AND s.code = ?', companyId, code);
    expect(sku!.stock).toBe(Number(stock));
    expect(Number(stock), `SKU ${code} 的库存应被 ERP 改变`).not.toBe(skuBefore.get(code!));
    expectedTotal.set(sku!.goods_id, expectedTotal.get(sku!.goods_id)! + Number(stock) - skuBefore.get(code!)!);
    changed.set(sku!.goods_id, { name: sku!.name, code: code!, total: 0 });
  }
  for (const [goodsId, g] of changed) {
    g.total = query<{ stock_total: number }>('SELECT stock_total FROM goods WHERE id = ?', goodsId)[0]!.stock_total;
    expect(g.total).toBe(expectedTotal.get(goodsId));
    expect(g.total).not.toBe(goodsBefore.get(goodsId));
  }

  // The page: authorized, the application waits for the merchant, who confirms it.
  await page.goto('/open/erp');
  await expect(page.getByText('已授权', { exact: true })).toBeVisible();
  await expect(page.getByText('待商家确认', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: '确认对接完成' }).click();
  await expect(page.getByText('已对接', { exact: true })).toBeVisible();
  await expect(page.getByText('从未同步')).toBeHidden();
  await shot(page, 'open-erp-connected');

  // The order the ERP shipped: shipped, with its tracking number, in the order area's own detail page and log.
  const [o] = query<{ id: number; tracking_no: string; status: number }>('SELECT id, tracking_no, status FROM orders WHERE order_no = ?', shippedNo);
  expect(o!.status).toBe(3);
  await page.goto(`/order/detail?orderId=${o!.id}`);
  await expect(page.getByText(o!.tracking_no).first()).toBeVisible();
  await expect(page.getByText('聚水潭 ERP').first()).toBeVisible();
  await shot(page, 'open-erp-order-shipped');

  // The same order in the order list, found by its number: 已发货 with the ERP's tracking number in its row.
  await page.goto('/order/list');
  await expect(page).toHaveTitle('订单列表 - 商家后台');
  await page.getByLabel('订单号').fill(shippedNo!);
  await page.getByRole('button', { name: '查 询' }).click();
  await expect(page).toHaveURL(new RegExp(`orderNo=[^&]*${shippedNo}`));
  const orderRow = page.locator('.ant-table-row', { hasText: shippedNo! });
  await expect(orderRow).toHaveCount(1);
  await expect(page.locator('.ant-table-row')).toHaveCount(1);
  await expect(orderRow).toContainText('已发货');
  await expect(orderRow).toContainText(o!.tracking_no);
  await shot(page, 'open-erp-order-list');

  // The goods list shows the stock the ERP pushed: each changed goods found by the SKU code, its 库存 column the new total.
  await page.goto('/goods/list');
  await expect(page).toHaveTitle('商品列表 - 商家后台');
  const stockColumn = (await page.locator('.xm-dt-head th').allInnerTexts()).findIndex((t) => t.trim() === '库存');
  expect(stockColumn).toBeGreaterThan(0);
  for (const g of changed.values()) {
    await page.getByLabel('关键字').fill(g.code);
    await page.getByRole('button', { name: '查 询' }).click();
    const goodsRow = page.locator('.xm-dt-row', { hasText: g.name });
    await expect(goodsRow).toHaveCount(1);
    await expect(goodsRow.locator('td').nth(stockColumn)).toHaveText(String(g.total));
  }
  await shot(page, 'open-erp-goods-stock');
});

test('checkErpGoodsInfo lists a SKU whose merchant code is missing', async ({ page, request }) => {
  const db = new Database(dbFile());
  let goodsName: string;
  try {
    const sku = db.prepare("SELECT s.id, g.name FROM goods_sku s JOIN goods g ON g.id = s.goods_id WHERE g.company_id = (SELECT company_id FROM merchant_user WHERE phone = ?) AND s.status = 1 AND g.deleted_at IS NULL ORDER BY s.id LIMIT 1").get(DEMO.owner) as { id: number; name: string };
    db.prepare('UPDATE goods_sku SET code = NULL WHERE id = ?').run(sku.id);
    goodsName = sku.name;
  } finally {
    db.close();
  }
  await withToken(page, await apiLogin(request, DEMO.owner));
  await page.goto('/open/erp');
  await page.getByRole('button', { name: '检查商品编码' }).click();
  const table = page.getByRole('table', { name: '商品编码检查结果' });
  const row = table.getByRole('row').filter({ hasText: goodsName });
  await expect(row.first()).toContainText('缺少商家编码');
  await expect(row.first()).toContainText('（未填写）');
  await row.first().scrollIntoViewIfNeeded();
  await shot(page, 'open-erp-goods-check');
});

test('the no-login guides: every vendor and partner, never the shop, and an unknown name refused', async ({ page }) => {
  await page.goto('/white/open/erp');
  await expect(page.getByRole('heading', { name: 'ERP 开放平台' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'ERP 服务商' }).getByRole('listitem')).toHaveCount(11);
  await expect(page.getByRole('list', { name: '跨境清关合作方' }).getByRole('listitem')).toHaveCount(6);
  await shot(page, 'open-erp-white-home');
  await page.getByRole('link', { name: /旺店通/ }).click();
  await expect(page.getByRole('heading', { name: '旺店通 对接指南' })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: '旺店通卖家账号' })).toBeVisible();
  await shot(page, 'open-erp-white-vendor');
  await page.goto('/white/open/erp/cross/cainiaobaoshui');
  await expect(page.getByRole('heading', { name: '菜鸟保税 跨境清关对接' })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: '支付单' })).toBeVisible();
  await shot(page, 'open-erp-white-cross');
  const body = await page.locator('body').innerText();
  expect(body).not.toContain('校园优选旗舰店');
  expect(body).not.toContain('erp_');
  await page.goto('/white/open/erp/guide/nosuch');
  await expect(page.getByText('ERP 服务商无效：nosuch')).toBeVisible();
  await page.goto('/white/open/erp/cross/nosuch');
  await expect(page.getByText('跨境合作方无效：nosuch')).toBeVisible();
});
