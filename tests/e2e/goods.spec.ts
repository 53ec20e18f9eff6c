import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, apiLogin, withToken, shot as fullShot, DEMO, still, serverURL } from './support/fixtures';

/** A full-page screenshot from the top: sticky headers then sit where they belong. */
async function shot(page: Page, name: string) {
  await page.evaluate(() => (globalThis as unknown as { scrollTo(x: number, y: number): void }).scrollTo(0, 0));
  await fullShot(page, name);
}

/** The platform operator's console against the test server's database (DATA_DIR of global setup). */
function platform(...args: string[]): string {
  const root = path.resolve(import.meta.dirname, '../..');
  return execFileSync(process.execPath, ['--import', 'tsx', path.join(root, 'server/platform/cli.ts'), ...args], {
    cwd: root,
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, DATABASE_URL: '' },
    encoding: 'utf8',
  });
}

async function api<T = any>(request: APIRequestContext, token: string, url: string, body: unknown): Promise<T> {
  const r = await request.post(`${serverURL()}/xm-merchant${url}`, { data: body, headers: { authorization: `Bearer ${token}` } });
  const env = (await r.json()) as { code: number; data: T; msg: string };
  expect(env.code, env.msg).toBe(1);
  return env.data;
}

async function pickCategory(page: Page, path3: string[]) {
  await page.getByLabel('商品类目').click();
  for (const name of path3) await page.locator('.ant-cascader-menu-item', { hasText: new RegExp(`^${name}`) }).first().click();
}

const msg = (page: Page) => page.locator('.ant-message');
/** A valid 1×1 PNG: the upload endpoint checks the type by content. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
async function uploadInto(page: Page, label: string, name = 'a.png') {
  await page.locator('.ant-form-item', { hasText: label }).locator('input[type=file]').first().setInputFiles({ name, mimeType: 'image/png', buffer: PNG });
}
/** Confirms an antd confirm dialog once its opening animation is over (a click during the zoom can be lost). */
async function confirm(page: Page, name: string) {
  const dialog = page.locator('.ant-modal-confirm');
  await expect(dialog).toBeVisible();
  await still(page);
  await dialog.getByRole('button', { name }).click();
  await expect(dialog).toBeHidden();
}
const statusTab = (page: Page, name: string) => page.locator('.ant-segmented-item', { hasText: new RegExp(`^${name}`) });

test('goods list: status tabs with counts, URL filters, column choices and preview', async ({ page, request }) => {
  const token = await apiLogin(request, DEMO.owner);
  await withToken(page, token);
  // The worker's shop is shared by the spec files it runs (an activity spec may have sold the last units of some
  // goods): the server's own count of sold-out goods is what the tab must show (the seed has some).
  const soldOut = (await api<{ total: number }>(request, token, '/goods/goodsInfo/list', { tab: 5, pageSize: 20 })).total;
  expect(soldOut).toBeGreaterThan(0);
  expect(soldOut).toBeLessThanOrEqual(20);
  await page.goto('/goods/list');
  await expect(page).toHaveTitle('商品列表 - 商家后台');
  await expect(page.getByText(new RegExp(`^售罄 ${soldOut}$`))).toBeVisible();
  await expect(page.locator('.xm-dt-row')).toHaveCount(20);
  await shot(page, 'goods-list');
  // Selection: a row by its name, the header box turns indeterminate, then select-all and clear.
  const selectAll = page.getByRole('checkbox', { name: '全选本页' });
  await page.locator('.xm-dt-row').nth(1).getByRole('checkbox').check();
  await expect(page.getByText('已选 1 件')).toBeVisible();
  expect(await selectAll.evaluate((el: HTMLInputElement) => el.indeterminate)).toBe(true);
  await selectAll.check();
  await expect(page.getByText('已选 20 件')).toBeVisible();
  await expect(page.locator('.xm-dt-row-selected')).toHaveCount(20);
  await selectAll.uncheck();
  await expect(page.getByText('已选 0 件')).toBeVisible();
  // The table header sticks right under the sticky page header while the page scrolls.
  await page.locator('.xm-dt-body').hover();
  await page.mouse.wheel(0, 1200);
  await expect.poll(async () => Math.round((await page.locator('.xm-dt-head').boundingBox())!.y)).toBe(116);
  const pageHeader = (await page.locator('.xm-page-header').boundingBox())!;
  expect(Math.round(pageHeader.y + pageHeader.height)).toBe(116);
  await page.mouse.wheel(0, -1200);
  await statusTab(page, '售罄').click();
  await expect(page).toHaveURL(/tab=5/);
  await expect(page.locator('.xm-dt-row')).toHaveCount(soldOut);
  // Filters live in the URL: a reload keeps them.
  await statusTab(page, '全部').click();
  await page.getByLabel('关键字').fill('双肩包');
  await page.getByRole('button', { name: '查 询' }).click();
  await expect(page).toHaveURL(/keyword=/);
  await expect(page.locator('.xm-dt-row')).toHaveCount(2);
  await page.reload();
  await expect(page.getByLabel('关键字')).toHaveValue('双肩包');
  await expect(page.locator('.xm-dt-row')).toHaveCount(2);
  // Hidden columns are remembered.
  await page.getByRole('button', { name: /^显示列/ }).click();
  await page.locator('.ant-popover').getByRole('checkbox', { name: '销量' }).uncheck();
  await expect(page.getByRole('button', { name: /^显示列/ })).toHaveText('显示列 5/7');
  await page.keyboard.press('Escape');
  await expect(page.locator('.xm-dt-head')).not.toContainText('销量');
  await page.reload();
  await expect(page.locator('.xm-dt-head')).toContainText('库存');
  await expect(page.locator('.xm-dt-head')).not.toContainText('销量');
  await page.locator('.xm-dt-row').first().getByText('预览').click();
  await expect(page.locator('.xm-preview')).toBeVisible();
  await still(page); // the modal's opening animation
  await shot(page, 'goods-preview');
});

test('create goods with 2×3 SKUs, find it, take it off shelf, change a price', async ({ page, request }) => {
  test.setTimeout(120_000);
  const token = await apiLogin(request, DEMO.owner);
  await withToken(page, token);
  await page.goto('/goods/edit');
  await expect(page).toHaveTitle('发布商品 - 商家后台');
  // Field-level validation before anything is sent.
  await page.getByRole('button', { name: '提交审核' }).click();
  await expect(page.getByText('请选择商品类目')).toBeVisible();
  await expect(page.getByText('请填写商品标题')).toBeVisible();
  await expect(page.getByText('请至少上传 1 张主图')).toBeVisible();
  await shot(page, 'goods-edit-validation');

  await pickCategory(page, ['美妆个护', '护肤', '面霜']);
  await expect(page.getByText(/缺少 化妆品备案凭证，暂不能发布/)).toBeVisible();
  await pickCategory(page, ['服饰箱包', '箱包', '双肩包']);
  await expect(page.getByText('该类目须具备：品牌授权书').or(page.getByText('该类目无需特殊资质'))).toBeVisible();
  const title = `浏览器测试双肩包 ${Date.now() % 100000}`;
  await page.getByLabel('商品标题').fill(title);
  await page.getByLabel('商品卖点').fill('两色三码');
  await uploadInto(page, '商品主图');
  await expect(page.locator('.ant-form-item', { hasText: '商品主图' }).locator('.ant-upload-list-item-done')).toHaveCount(1);
  await page.getByRole('textbox', { name: '商品详情' }).click();
  await page.keyboard.type('耐磨帆布，大容量。');

  await page.getByRole('button', { name: '+ 添加规格', exact: true }).click();
  await page.getByLabel('规格1名称').fill('颜色');
  await page.getByLabel('规格1的值1', { exact: true }).fill('红');
  await page.locator('.xm-spec-dim').nth(0).getByRole('button', { name: '+ 添加规格值' }).click();
  await page.getByLabel('规格1的值2', { exact: true }).fill('蓝');
  await page.getByRole('button', { name: '+ 添加规格', exact: true }).click();
  await page.getByLabel('规格2名称').fill('尺寸');
  await page.getByLabel('规格2的值1', { exact: true }).fill('S');
  for (const [i, v] of [[2, 'M'], [3, 'L']] as const) {
    await page.locator('.xm-spec-dim').nth(1).getByRole('button', { name: '+ 添加规格值' }).click();
    await page.getByLabel(`规格2的值${i}`, { exact: true }).fill(v);
  }
  await expect(page.getByText('共 6 个 SKU')).toBeVisible();
  await page.getByLabel('批量售价').fill('99');
  await page.getByLabel('批量划线价').fill('129');
  await page.getByLabel('批量库存').fill('10');
  await page.getByRole('button', { name: '填充全部' }).click();
  await expect(page.getByLabel('蓝 / L 售价')).toHaveValue('99.00');
  await page.getByLabel('每单限购').fill('2');
  await page.getByLabel('每人限购').fill('5');
  await shot(page, 'goods-edit-filled');
  await page.getByRole('button', { name: '提交审核' }).click();
  await expect(msg(page)).toContainText('已提交审核，审核通过后上架');
  await expect(page).toHaveURL(/\/goods\/list/);

  // Find it in the list (审核中), then the platform passes the review.
  await statusTab(page, '审核中').click();
  await page.getByLabel('关键字').fill(title);
  await page.getByRole('button', { name: '查 询' }).click();
  const row = page.locator('.xm-dt-row', { hasText: title });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('¥99.00');
  const [g] = (await api<{ list: { goodsId: number }[] }>(request, token, '/goods/goodsInfo/list', { keyword: title, pageSize: 5 })).list;
  expect(platform('goods-review', String(g!.goodsId), 'pass')).toContain('审核通过');

  await statusTab(page, '在售').click();
  await expect(row).toHaveCount(1);
  await row.getByText('下架').click();
  await confirm(page, '确认下架');
  await expect(msg(page)).toContainText('已下架');
  await expect(row).toHaveCount(0);
  await statusTab(page, '仓库中').click();
  await expect(row).toHaveCount(1);

  // Change a price.
  await row.getByText('编辑').click();
  await expect(page).toHaveURL(/goodsId=/);
  await expect(page.getByLabel('商品标题')).toHaveValue(title);
  await page.getByLabel('红 / S 售价').fill('88');
  await page.getByRole('radio', { name: '放入仓库' }).check();
  await page.getByRole('button', { name: '保存到仓库' }).click();
  await expect(msg(page)).toContainText('已保存到仓库');
  await statusTab(page, '仓库中').click();
  await expect(row).toContainText('¥88.00 ~ ¥99.00');
  await shot(page, 'goods-list-after-edit');
});

test('batch off-shelf shows a result per row', async ({ page, request }) => {
  await withToken(page, await apiLogin(request, DEMO.owner));
  await page.goto('/goods/list?keyword=%E5%B8%86%E5%B8%83');
  await expect(page.locator('.xm-dt-row')).toHaveCount(2);
  await page.getByRole('checkbox', { name: '全选本页' }).check();
  await page.getByRole('button', { name: '批量下架' }).click();
  await confirm(page, '确认下架');
  const result = page.locator('.ant-modal', { hasText: '批量下架结果' });
  await expect(result).toContainText('成功');
  await still(page);
  await shot(page, 'goods-batch-result');
  await result.getByRole('button', { name: '知道了' }).click();
});

test('the goods-add draft survives a reload and is offered back', async ({ page, request }) => {
  await withToken(page, await apiLogin(request, DEMO.owner));
  await page.goto('/goods/edit');
  await page.getByLabel('商品标题').fill('草稿里的商品标题');
  await page.getByLabel('商品卖点').fill('草稿卖点');
  // The form saves its draft a moment after the last keystroke (localStorage GOODS_ADD_DRAFT).
  await page.waitForFunction(() => {
    const g = globalThis as unknown as { localStorage: { getItem(k: string): string | null } };
    return (g.localStorage.getItem('GOODS_ADD_DRAFT') ?? '').includes('草稿卖点');
  });
  await page.reload();
  await expect(page.getByText(/自动保存的未发布草稿，是否恢复/)).toBeVisible();
  await shot(page, 'goods-edit-draft-offer');
  await page.getByRole('button', { name: '恢复草稿' }).click();
  await expect(page.getByLabel('商品标题')).toHaveValue('草稿里的商品标题');
  await expect(page.getByLabel('商品卖点')).toHaveValue('草稿卖点');
  // Discarding clears it for good.
  await page.reload();
  await page.getByRole('button', { name: '丢 弃' }).click();
  await page.reload();
  await expect(page.getByLabel('商品标题')).toHaveValue('');
  await expect(page.getByText(/是否恢复/)).toHaveCount(0);
});

test('virtual cards: add a batch, import codes from a file with one duplicate, check a code', async ({ page, request }) => {
  test.setTimeout(60_000);
  await withToken(page, await apiLogin(request, DEMO.owner));
  await page.goto('/goods/virtualCard');
  await expect(page.locator('.ant-table-row', { hasText: '十一月第一批' })).toBeVisible();
  await shot(page, 'virtual-card-list');
  await page.locator('.ant-table-row', { hasText: '十一月第一批' }).getByText('查看卡密').click();
  await expect(page.locator('.ant-modal').getByText(/^XM\*+\d\d$/).first()).toBeVisible();
  await still(page);
  await shot(page, 'virtual-card-codes');
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: '新增批次' }).click();
  await expect(page).toHaveURL(/virtualCardAdd$/);
  await page.getByLabel('卡券商品').click();
  await page.locator('.ant-select-item-option', { hasText: '校园影院观影兑换券' }).click();
  await page.getByLabel('批次名称').fill('浏览器测试批次');
  await shot(page, 'virtual-card-add');
  await page.getByRole('button', { name: '创建并导入卡密' }).click();
  await expect(page).toHaveURL(/virtualCardAddData\?batchId=\d+/);

  await page.getByText('文件导入').click();
  const csv = '卡密\nE2ECODE-0001\nE2ECODE-0002\nE2ECODE-0001\nE2ECODE-0003\n';
  await page.locator('input[type=file]').setInputFiles({ name: '卡密.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(page.getByText('卡密.csv：读取到 4 行卡密')).toBeVisible();
  await page.getByRole('button', { name: /导入 4 行/ }).click();
  await expect(page.getByText('导入完成：成功 3 行，拒绝 1 行')).toBeVisible();
  const report = page.locator('.ant-table-row');
  await expect(report).toHaveCount(1);
  await expect(report).toContainText('4');
  await expect(report).toContainText('与第 2 行重复');
  await expect(page.getByText('E2ECODE-0001')).toHaveCount(0);
  await shot(page, 'virtual-card-import-report');

  await page.goto('/goods/virtualCardCheck');
  await page.getByLabel('卡密').fill('XMTK00202600');
  await page.getByRole('button', { name: '核 验' }).click();
  await expect(page.getByText('已核销')).toBeVisible();
  await shot(page, 'virtual-card-check');
  await page.getByLabel('卡密').fill('NOSUCHCODE1');
  await page.getByRole('button', { name: '核 验' }).click();
  await expect(page.getByText('未找到该卡密')).toBeVisible();
});

test('apply for a brand and see it under review; expiring brands are flagged', async ({ page, request }) => {
  await withToken(page, await apiLogin(request, DEMO.owner));
  await page.goto('/goods/brandList');
  await expect(page.getByText(/「青禾文具」的品牌资质将在 30 天内到期/)).toBeVisible();
  await expect(page.locator('.ant-table-row', { hasText: '青禾文具' })).toContainText('30 天内到期');
  await shot(page, 'brand-list');
  await page.getByRole('button', { name: '申请品牌' }).click();
  await expect(page).toHaveURL(/brandApply$/);
  await page.getByLabel('品牌名称').fill('浏览器测试品牌');
  await page.getByRole('radio', { name: '授权品牌' }).check();
  await page.getByRole('radio', { name: '一级代理授权' }).check();
  await page.getByLabel('商标注册号').fill('TM20260001');
  await uploadInto(page, '商标注册证', 'tm.png');
  await uploadInto(page, '授权文件', 'auth.png');
  await expect(page.locator('.ant-upload-list-item-done')).toHaveCount(2);
  await shot(page, 'brand-apply');
  await page.getByLabel('资质有效期').click();
  await page.getByPlaceholder('开始日期').fill('2026-01-01');
  await page.getByPlaceholder('结束日期').fill('2030-12-31');
  // Enter in the date range confirms it and, as in any antd form, submits it.
  await page.keyboard.press('Enter');
  await expect(msg(page)).toContainText('已提交');
  await expect(page).toHaveURL(/brandList/);
  await expect(page.locator('.ant-table-row', { hasText: '浏览器测试品牌' })).toContainText('审核中');
});

test('category qualifications, their detail and activity goods', async ({ page, request }) => {
  await withToken(page, await apiLogin(request, DEMO.owner));
  await page.goto('/goods/category-qualifications');
  await expect(page.locator('.ant-table-row').first()).toBeVisible();
  await page.getByText('只看缺少资质的类目').click();
  await expect(page.locator('.ant-table-row')).toHaveCount(4);
  await shot(page, 'category-qualifications');
  await page.locator('.ant-table-row', { hasText: '面霜' }).getByText('详情').click();
  await expect(page).toHaveTitle('类目资质详情 - 商家后台');
  await expect(page.getByText('缺少：化妆品备案凭证')).toBeVisible();
  await shot(page, 'category-qualification-detail');
  await page.goto('/goods/activity-list');
  await expect(page.locator('.ant-table-row').first()).toBeVisible();
  // The marketing area's sign-ups: the demo shop's entries in the running flash sale, with their activity stock.
  await expect(page.locator('.ant-table-row', { hasText: '图书节秒杀' }).first()).toContainText('进行中');
  await shot(page, 'activity-list');
});

test('staff without the card and brand keys see neither page', async ({ page, request }) => {
  await withToken(page, await apiLogin(request, DEMO.staff));
  await page.goto('/goods/list');
  await expect(page.locator('.xm-dt-row').first()).toBeVisible();
  await page.goto('/goods/brandList');
  await expect(page).not.toHaveTitle('品牌管理 - 商家后台');
});
