import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect, apiLogin, withToken, shot as fullShot, DEMO, TOKEN_STORAGE_KEY } from './support/fixtures';
import { query } from './support/seed';

/**
 * Campus jobs against the real server: a merchant publishes a recruitment post, a simulated student applies (the
 * platform's student command), the merchant accepts and offers, the student accepts and is active with a referral
 * code; the center, posts, offer configuration and the remote-task pages are photographed; a company outside the
 * remote-task whitelist has no menu and its direct calls are refused. Serial: the steps share the post.
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
const ROLE = `测试大使${Date.now() % 100000}`;

test('publish a post; a simulated student applies; accept, offer, the student accepts and is active', async ({ page, request }) => {
  test.setTimeout(180_000);
  await withToken(page, await apiLogin(request, DEMO.owner));
  await page.goto('/school-employee/recruit-setting');
  await expect(page).toHaveTitle('招募设置 - 商家后台');
  const table = page.getByRole('table', { name: '招募岗位' });
  // Header + one row per post of the company (a retry of this test has already published one, so the figure is read
  // from the database rather than the seed).
  const [posts] = query<{ n: number }>('select count(*) as n from se_post where company_id = (select company_id from merchant_user where phone = ?)', DEMO.owner);
  expect(Number(posts!.n)).toBeGreaterThanOrEqual(4);
  await expect(table.getByRole('row')).toHaveCount(Number(posts!.n) + 1);
  await shot(page, 'se-recruit-setting');

  await page.getByRole('button', { name: '发布招募岗位' }).click();
  await expect(page).toHaveURL(/recruit-info-edit/);
  const school = page.getByRole('combobox', { name: '学校' });
  await school.click();
  await school.fill('浙江大学');
  await page.locator('.ant-select-item-option', { hasText: /^浙江大学$/ }).click();
  await page.getByLabel('岗位名称').fill(ROLE);
  await page.getByLabel('任职要求').fill('在校本科生，每周可投入 6 小时');
  await page.getByLabel('工作内容').fill('在宿舍楼推广店铺商品');
  await page.getByLabel('奖励说明').fill('按推荐订单实付的 5% 计奖励');
  await shot(page, 'se-recruit-info-edit');
  await page.getByRole('button', { name: '发 布' }).or(page.getByRole('button', { name: '发布' })).click();
  await expect(page).toHaveURL(/recruit-setting/);
  await expect(table.getByRole('row', { name: new RegExp(ROLE) })).toContainText('招募中');

  const [post] = query<{ id: number }>('select id from se_post where role = ?', ROLE);
  const out = platform('agent', 'apply', String(post!.id), '--name', '林测试');
  const agentId = Number(/代理ID (\d+)/.exec(out)![1]);

  await page.goto(`/school-employee/center?postId=${post!.id}`);
  const agents = page.getByRole('table', { name: /代理列表/ });
  await expect(agents.getByRole('row', { name: /林测试/ })).toContainText('已报名');
  await shot(page, 'se-center');
  await agents.getByRole('link', { name: '林测试' }).click();
  await expect(page).toHaveURL(new RegExp(`agentId=${agentId}`));
  const header = page.locator('.xm-page-header');
  await header.getByRole('button', { name: '通过报名' }).click();
  await expect(page.locator('.ant-descriptions').first()).toContainText('面试中');
  await header.getByRole('button', { name: '发录用通知' }).click();
  await expect(page.locator('.ant-descriptions').first()).toContainText('已发录用');
  await expect(page.locator('.xm-se-letter')).toContainText('林测试同学');

  platform('agent', 'confirm', String(agentId));
  await page.reload();
  await expect(page.locator('.ant-descriptions').first()).toContainText('在岗');
  await expect(page.getByTestId('referral-code')).toHaveText(/^XM[A-Z2-9]{6}$/);
  await expect(page.locator('.ant-timeline')).toContainText('学生接受录用，入职');
  await shot(page, 'se-agent-detail');
  await expect(header.getByRole('button', { name: '结束任职' })).toBeVisible();
});

test('offer configuration and the center with every state', async ({ page, request }) => {
  await withToken(page, await apiLogin(request, DEMO.owner));
  await page.goto('/school-employee/offer-config');
  await expect(page.getByLabel('录用通知模板')).toHaveValue(/\{姓名\}/);
  await page.getByLabel('接受期限（天）').fill('5');
  await page.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page.locator('.xm-page-body')).toContainText('最近修改');
  await shot(page, 'se-offer-config');
  await page.goto('/school-employee/center');
  // Each state's figure is the database's count (other files' simulated students move agents between states, so an
  // exact seed figure, or even a non-zero one, would depend on the order the files run in).
  const counts = query<{ state: number; n: number }>("select state, count(*) as n from se_agent where company_id = (select company_id from merchant_user where phone = ?) group by state", DEMO.owner);
  for (const s of [1, 2, 3, 4, 5, 6]) await expect(page.getByTestId(`state-${s}`)).toHaveText(String(counts.find((c) => c.state === s)?.n ?? 0));
  expect(counts.filter((c) => c.n > 0).length).toBeGreaterThanOrEqual(4);
  await expect(page.getByTestId('agent-trend').locator('canvas')).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: /在岗/ }).click();
  await expect(page).toHaveURL(/state=4/);
  await expect(page.getByRole('table', { name: '代理列表（在岗）' }).getByRole('row').nth(1)).toContainText('在岗');
  await shot(page, 'se-center-active');
});

test('remote tasks: the whitelisted company sees its tasks and receipts; a company outside has no menu and is refused', async ({ page, request }) => {
  await withToken(page, await apiLogin(request, DEMO.owner));
  await page.goto('/remote-task/task-list');
  // The figures are the database's: remote-task-publish.spec.ts publishes tasks of its own, before or after this file.
  const [tasks] = query<{ published: number; total: number }>('select sum(case when status between 2 and 4 then 1 else 0 end) as published, count(*) as total from job_recruit where company_id = (select company_id from merchant_user where phone = ?)', DEMO.owner);
  expect(Number(tasks!.published)).toBeGreaterThanOrEqual(3);
  await expect(page.getByTestId('published')).toHaveText(String(tasks!.published));
  await expect(page.getByRole('table', { name: '远程任务' }).getByRole('row')).toHaveCount(Math.min(Number(tasks!.total), 10) + 1);
  await shot(page, 'rt-task-list');
  await page.goto('/remote-task/recruit-list');
  await expect(page.getByTestId('received')).not.toHaveText('0');
  await shot(page, 'rt-recruit-list');
  await page.getByRole('table', { name: '领取记录' }).getByRole('link').first().click();
  await expect(page).toHaveURL(/recruit-detail\?recruitId=\d+/);
  await expect(page.getByRole('table', { name: '领取记录' }).getByRole('row').nth(1)).toBeVisible();

  const token = await apiLogin(request, DEMO.crossBorder);
  // Another company in the same tab: withToken only applies once per tab, so the token is swapped in place.
  await page.evaluate(([k, t]) => (globalThis as unknown as { localStorage: { setItem(a: string, b: string): void } }).localStorage.setItem(k!, t!), [TOKEN_STORAGE_KEY, token]);
  await page.goto('/overview');
  await expect(page.getByTestId('user-menu')).toBeVisible();
  await expect(page.getByRole('navigation').or(page.locator('.ant-menu')).first()).toBeVisible();
  await expect(page.getByRole('menuitem', { name: /远程任务/ })).toHaveCount(0);
  const headers = { Authorization: `Bearer ${token}` };
  const wl = await (await request.post('/xm-job/merchant/job/operate/whiteList', { headers })).json();
  expect(wl.data).toEqual({ inWhitelist: false });
  const refused = await (await request.post('/xm-job/merchant/companyRecruit/pageList', { headers, data: { pageNum: 1, pageSize: 10 } })).json();
  expect(refused.code).toBe(1004);
});
