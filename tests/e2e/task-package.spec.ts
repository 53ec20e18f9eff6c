import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect, apiLogin, withToken, shot as fullShot, DEMO } from './support/fixtures';
import { query } from './support/seed';

/**
 * Task packages against the real server: the merchant publishes a package on the config page, a simulated agent
 * takes it and submits answers with photos (the platform's `agent submit`), the merchant approves it in the review
 * queue and sees it in the data analysis; the demo packages' overview, receive list, answer detail and charts are
 * photographed. Serial: the steps share the package.
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
const TITLE = `测试任务包${Date.now() % 100000}`;

test('publish a package; a simulated agent submits; approve it in verify and see it in the data analysis', async ({ page, request }) => {
  test.setTimeout(180_000);
  await withToken(page, await apiLogin(request, DEMO.owner));
  await page.goto('/school-employee/task-package/config');
  await expect(page).toHaveTitle('任务包配置 - 商家后台');
  await page.getByLabel('任务包名称').fill(TITLE);
  await page.getByLabel('任务说明').fill('试用样品后完成问卷');
  await page.getByLabel('任务 1 标题').fill('你更喜欢哪款？');
  await page.getByLabel('任务 1 选项 1').fill('收纳箱');
  await page.getByLabel('任务 1 选项 2').fill('台灯');
  await shot(page, 'tp-config');
  await page.getByRole('button', { name: '发布任务包' }).click();
  await expect(page).toHaveURL(/task-package\/overview/);
  const table = page.getByRole('table', { name: '任务包' });
  await expect(table.getByRole('row', { name: new RegExp(TITLE) })).toContainText('进行中');
  await shot(page, 'tp-overview');

  const [pkg] = query<{ id: number; company_id: number }>('select id, company_id from se_task_package where title = ?', TITLE);
  const [agent] = query<{ id: number; name: string }>('select id, name from se_agent where company_id = ? and state = 4 order by id limit 1', pkg!.company_id);
  const out = platform('agent', 'submit', String(pkg!.id), String(agent!.id));
  const takeId = Number(/提交ID (\d+)/.exec(out)![1]);

  await page.goto(`/school-employee/task-package/verify?packageId=${pkg!.id}`);
  const queue = page.getByRole('table', { name: '任务提交' });
  const row = queue.getByRole('row', { name: new RegExp(agent!.name) });
  await expect(row).toContainText('待审核');
  await shot(page, 'tp-verify');
  await row.getByRole('button', { name: `通过${agent!.name}的提交` }).click();
  await expect(row).toContainText('已通过');

  // The reward went out of the available balance through the ledger, linked to the submission.
  const [paid] = query<{ amount: number }>("select amount from fin_tx where biz_key = ?", `taskReward:${takeId}`);
  expect(Number(paid!.amount)).toBe(500);
  await page.goto('/finance/balance?account=available&kinds=task_reward'); // only task rewards: rows dated ahead by an earlier clock move cannot push it off the page
  await page.getByRole('link', { name: new RegExp(`任务包提交 TK0*${takeId}`) }).first().click();
  await expect(page).toHaveURL(new RegExp(`answer-detail\\?takeId=${takeId}`));
  await expect(page.getByTestId('take-status')).toHaveText('已通过');

  await page.goto(`/school-employee/task-package/data-analysis?packageId=${pkg!.id}`);
  await expect(page.getByTestId('tp-analysis-approved')).toHaveText('1');
  const q0 = page.getByTestId('tp-question-0');
  await expect(q0.locator('canvas')).toBeVisible({ timeout: 15_000 });
  await expect(q0.getByRole('table')).toContainText('1');
  await shot(page, 'tp-data-analysis-new');
});

test('demo packages: overview in every phase, receive, an answer with photos, charts of the survey', async ({ page, request }) => {
  await withToken(page, await apiLogin(request, DEMO.owner));
  await page.goto('/school-employee/task-package/overview');
  for (const p of [1, 2, 3, 4]) await expect(page.getByTestId(`tp-phase-${p}`)).not.toHaveText('0');
  await page.goto('/school-employee/task-package/receive');
  await expect(page.getByRole('table', { name: '领取记录' }).getByRole('row').nth(1)).toBeVisible();
  await shot(page, 'tp-receive');
  const [take] = query<{ id: number }>("select t.id from se_task_take t join se_task_package p on p.id = t.package_id where p.title = '开学季宿舍好物体验' and t.status = 2 order by t.id limit 1");
  await page.goto(`/school-employee/task-package/answer-detail?takeId=${take!.id}`);
  await expect(page.getByTestId('take-status')).toHaveText('待审核');
  await expect(page.locator('.xm-tp-photos img').first()).toBeVisible();
  await shot(page, 'tp-answer-detail');
  const [survey] = query<{ id: number }>("select id from se_task_package where title = '开学季宿舍好物体验'");
  await page.goto(`/school-employee/task-package/data-analysis?packageId=${survey!.id}`);
  await expect(page.getByTestId('tp-question-1').locator('canvas')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('tp-question-2').locator('li').first()).toBeVisible();
  await shot(page, 'tp-data-analysis');
});

test('samples: configure one for the package from goods-edit; an agent who takes it gets a free sample order; stop returns the rest', async ({ page, request }) => {
  test.setTimeout(180_000);
  await withToken(page, await apiLogin(request, DEMO.owner));
  await page.goto('/school-employee/task-package/sample-config');
  await expect(page).toHaveTitle('样品配置 - 商家后台');
  const samples = page.getByRole('table', { name: '样品配置' });
  await expect(samples.getByRole('row', { name: /开学季宿舍好物体验/ })).toContainText('发放中');
  await expect(page.getByRole('table', { name: '样品单' }).getByRole('row').nth(1)).toBeVisible();
  await shot(page, 'tp-sample-config');

  const [pkg] = query<{ id: number; company_id: number }>('select id, company_id from se_task_package where title = ?', TITLE);
  const stock0 = new Map(query<{ id: number; stock: number }>('select id, stock from goods_sku where company_id = ?', pkg!.company_id).map((k) => [k.id, Number(k.stock)]));
  await page.getByRole('button', { name: '配置样品' }).click();
  await expect(page).toHaveURL(/task-package\/goods-edit/);
  await page.getByRole('combobox', { name: '任务包' }).click();
  await page.locator('.ant-select-item-option', { hasText: TITLE }).click();
  // Search the goods by name and pick the first match by keyboard (the package dropdown may still be closing).
  const goodsBox = page.getByRole('combobox', { name: '样品商品' });
  await goodsBox.click();
  await goodsBox.fill('充电器');
  await expect(page.getByRole('option', { name: /充电器/ }).first()).toBeAttached();
  await goodsBox.press('Enter');
  await expect(page.locator('.ant-form-item', { has: goodsBox })).toContainText('充电器');
  await page.getByLabel('预留总数').fill('3');
  await expect(page.getByRole('alert').or(page.locator('.ant-alert'))).toContainText('保存后从库存预留 3 件');
  await shot(page, 'tp-goods-edit');
  await page.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page).toHaveURL(/sample-config/);
  await expect(samples.getByRole('row', { name: new RegExp(TITLE) })).toContainText('发放中');
  const [sample] = query<{ id: number; sku_id: number; goods_name: string }>('select id, sku_id, goods_name from se_sample where package_id = ? and status = 1', pkg!.id);
  const stockOf = () => Number(query<{ stock: number }>('select stock from goods_sku where id = ?', sample!.sku_id)[0]!.stock);
  expect(stockOf()).toBe(stock0.get(sample!.sku_id)! - 3);

  // A second agent takes the package: a free sample order to their school, waiting to be shipped.
  const [agent] = query<{ id: number; name: string }>('select id, name from se_agent where company_id = ? and state = 4 order by id limit 1 offset 1', pkg!.company_id);
  platform('agent', 'submit', String(pkg!.id), String(agent!.id));
  await page.goto(`/school-employee/task-package/sample-config?sampleId=${sample!.id}`);
  const orders = page.getByRole('table', { name: '样品单' });
  const orderRow = orders.getByRole('row', { name: new RegExp(agent!.name) });
  await expect(orderRow).toContainText('待发货');
  await expect(page.getByTestId(`allocated-${sample!.id}`)).toHaveText('1 件');
  await shot(page, 'tp-sample-orders');
  await orderRow.getByRole('link').first().click();
  await expect(page).toHaveURL(/order\/detail\?orderId=\d+/);
  await expect(page.locator('.xm-page-body')).toContainText('任务包样品');

  // The agent's page lists the task they took.
  await page.goto(`/school-employee/agent-detail?agentId=${agent!.id}`);
  await expect(page.getByRole('table', { name: '任务记录' }).getByRole('row', { name: new RegExp(TITLE) })).toContainText('待审核');

  // Stop: the two pieces no agent received go back to stock.
  await page.goto('/school-employee/task-package/sample-config');
  await samples.getByRole('button', { name: `停止发放「${sample!.goods_name}」` }).first().click();
  await page.getByRole('dialog').getByRole('button', { name: '停止发放' }).click();
  await expect(page.getByText('已停止发放，2 件退回库存')).toBeVisible();
  await expect(samples.getByRole('row', { name: new RegExp(TITLE) })).toContainText('已停止');
  expect(stockOf()).toBe(stock0.get(sample!.sku_id)! - 1);
});
