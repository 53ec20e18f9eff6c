import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect, apiLogin, withToken, shot as fullShot, DEMO } from './support/fixtures';
import { query } from './support/seed';

/**
 * Remote tasks with money against the real server: the owner publishes a task (its budget frozen from the available
 * balance, seen on the finance overview and the frozen account's flow), simulated students submit (the platform's
 * `task receive`), the owner approves one (paid from the budget) and rejects one with a reason, closes the task and
 * sees the rest returned.
 */
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
const TITLE = `宿舍好物测评${Date.now() % 100000}`;
const frozenOf = (companyId: number) => query<{ b: number }>("select balance as b from fin_account where company_id = ? and code = 'frozen'", companyId)[0]?.b ?? 0;

test('publish a task: the budget is frozen; approve one submission, reject one, close and the rest returns', async ({ page, request }) => {
  test.setTimeout(180_000);
  await withToken(page, await apiLogin(request, DEMO.owner));
  const [owner] = query<{ companyId: number }>('select company_id as companyId from merchant_user where phone = ?', DEMO.owner);
  const companyId = owner!.companyId;
  const frozen0 = Number(frozenOf(companyId));

  await page.goto('/remote-task/task-list');
  await page.getByRole('button', { name: '发布任务' }).click();
  await expect(page).toHaveURL(/task-publish/);
  // The page has settled once the balance is in (a title typed while the page was still mounting was lost once).
  await expect(page.getByText(/可提现余额 ¥[\d,]+\.\d\d/)).toBeVisible();
  await page.getByLabel('任务标题').fill(TITLE);
  await expect(page.getByLabel('任务标题')).toHaveValue(TITLE);
  await page.getByLabel('任务说明').fill('拍摄一条 30 秒以上的宿舍好物测评短视频并发布，提交作品链接与截图');
  await page.getByLabel('单人奖励（元）').fill('50');
  await page.getByLabel('名额（人）').fill('4');
  await expect(page.getByTestId('budget')).toHaveText('¥200.00');
  await shot(page, 'rt-task-publish');
  await page.getByRole('button', { name: '发布并冻结预算' }).click();
  await expect(page).toHaveURL(/recruit-detail\?recruitId=\d+/);
  await expect(page.getByTestId('task-frozen')).toHaveText('¥200.00');
  await expect(page.getByTestId('task-remaining')).toHaveText('¥200.00');
  const recruitId = Number(new URL(page.url()).searchParams.get('recruitId'));
  expect(Number(frozenOf(companyId))).toBe(frozen0 + 20_000);

  // The frozen account's flow shows the freeze, linked to the task.
  await page.goto('/finance/balance?account=frozen');
  await expect(page.getByRole('link', { name: new RegExp(`远程任务 RW0*${recruitId}`) }).first()).toBeVisible();
  await shot(page, 'rt-finance-frozen-flow');

  // Two students submit; approve one, reject the other with a reason.
  platform('task', 'receive', String(recruitId), '2', '--submit');
  await page.goto(`/remote-task/recruit-detail?recruitId=${recruitId}`);
  const table = page.getByRole('table', { name: '领取记录', exact: true });
  await expect(table.getByRole('row')).toHaveCount(2); // the header is its own table
  await table.getByRole('button', { name: '通过' }).first().click();
  await page.getByRole('button', { name: '通过并发放' }).click();
  await expect(page.getByTestId('task-paid')).toHaveText('¥50.00');
  await table.getByRole('button', { name: '驳回' }).first().click();
  await page.getByLabel('驳回原因').fill('视频不足 30 秒');
  await page.getByRole('dialog').getByRole('button', { name: /驳\s?回/ }).click();
  await expect(table).toContainText('原因：视频不足 30 秒');
  await expect(page.getByTestId('task-remaining')).toHaveText('¥150.00');
  await shot(page, 'rt-recruit-detail-reviewed');

  // Close: the remaining ¥150 goes back to available.
  await page.getByRole('button', { name: '关闭任务' }).click();
  await page.getByLabel('关闭原因（可选）').fill('样本已够');
  await page.getByRole('button', { name: '关闭并退回预算' }).click();
  await expect(page.getByTestId('task-returned')).toHaveText('¥150.00');
  await expect(page.getByTestId('task-remaining')).toHaveText('¥0.00');
  expect(Number(frozenOf(companyId))).toBe(frozen0);
  await shot(page, 'rt-recruit-detail-closed');

  await page.goto('/finance/overview');
  await expect(page.getByText('含远程任务预算；风险冻结期间不能提现')).toBeVisible();
  await shot(page, 'rt-finance-overview');
});

test('issue an internship certificate to an agent and open its PDF', async ({ page, request }) => {
  test.setTimeout(120_000);
  await withToken(page, await apiLogin(request, DEMO.owner));
  await page.goto('/school-employee/internship-certificate');
  const table = page.getByRole('table', { name: '实习证明', exact: true });
  await expect(table).toContainText('已撤销');
  await shot(page, 'se-certificate-list');
  await page.getByRole('button', { name: '开具实习证明' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox', { name: '代理' }).click();
  await page.locator('.ant-select-item-option').first().click();
  await expect(dialog.getByLabel('实习工作内容')).not.toHaveValue('');
  await dialog.getByLabel('实习评价').fill('工作认真负责，推广效果良好');
  await dialog.getByRole('button', { name: /开\s?具/ }).click();
  await expect(page).toHaveURL(/internship-certificate\/detail\?certificateId=\d+/);
  await expect(page.getByTestId('verify-code')).toHaveText(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
  await shot(page, 'se-certificate-detail');

  const [res] = await Promise.all([page.waitForResponse((r) => r.url().includes('/xm-job/merchant/certificate/pdf')), page.getByRole('button', { name: '下载 PDF' }).click()]);
  const body = (await res.json()) as { code: number; data: { url: string } };
  expect(body.code).toBe(1);
  const pdf = await page.request.get(body.data.url);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
});
