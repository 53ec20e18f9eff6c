import type { Page } from '@playwright/test';
import { test, expect, apiLogin, withToken, shot as fullShot, DEMO } from './support/fixtures';
import Database from 'better-sqlite3';
import { expectLedgerReconciles, platform } from './support/platform';
import { dbFile, query } from './support/seed';

/**
 * Sales rewards against the real server: the merchant creates a rule; simulated agents bring orders and the reward
 * job (run by the platform's `jobs run-due`) computes their rewards with it; a payable reward is paid from the
 * available balance; the statistics, the recruit reward config and the agent's figures are photographed. Serial.
 */
test.describe.configure({ mode: 'serial' });
// Paying a reward moves money from the available balance: the ledger must reconcile afterwards.
test.afterAll(() => {
  expectLedgerReconciles();
});

async function shot(page: Page, name: string) {
  await page.evaluate(() => (globalThis as unknown as { scrollTo(x: number, y: number): void }).scrollTo(0, 0));
  await fullShot(page, name);
}
const RULE = `E2E 全店奖励${Date.now() % 100000}`;

test('create a rule; referred orders earn rewards by it; pay a payable reward', async ({ page, request }) => {
  test.setTimeout(180_000);
  await withToken(page, await apiLogin(request, DEMO.owner));
  await page.goto('/school-employee/sales-reward-add');
  await expect(page).toHaveTitle('新增销售奖励 - 商家后台');
  await page.getByLabel('规则名称').fill(RULE);
  await page.getByLabel('基础奖励（%）').fill('8');
  // The period keeps its default (today and the next 90 days): typing into antd's range picker is not what this test is about.
  await expect(page.getByPlaceholder('开始日期')).not.toHaveValue('');
  await shot(page, 'sr-add');
  await page.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page).toHaveURL(/sales-reward-list\?tab=rules/);
  const rules = page.getByRole('table', { name: '奖励规则' });
  await expect(rules.getByRole('row', { name: new RegExp(RULE) })).toContainText('生效中');
  await shot(page, 'sr-rules');
  // The simulated agents are credited with orders paid in the last weeks: the rule is moved to start 60 days back.
  const db = new Database(dbFile());
  try {
    expect(db.prepare('UPDATE se_reward_rule SET start_at = start_at - ? WHERE name = ?').run(60 * 86_400_000, RULE).changes).toBe(1);
  } finally {
    db.close();
  }

  // Students bring orders; the reward job computes them on its next run (the clock moves past its minute).
  platform('simulate-agents', '10', '--seed', '11');
  platform('clock', 'advance', '2m');
  platform('jobs', 'run-due'); // the server's own worker may have run it first: either way the rewards appear
  await expect.poll(() => query<{ n: number }>('select count(*) as n from se_reward where rule_name = ?', RULE)[0]!.n, { timeout: 90_000 }).toBeGreaterThan(0);

  await page.goto('/school-employee/sales-reward-list');
  const records = page.getByRole('table', { name: '奖励记录' });
  await expect(records.getByRole('row', { name: new RegExp(RULE) }).first()).toContainText('待结算');
  await shot(page, 'sr-records');
  await page.getByRole('group', { name: '按奖励状态筛选' }).getByRole('button', { name: /可发放/ }).click();
  await expect(page).toHaveURL(/state=2/);
  // A sales reward (the demo's recruit rewards are payable too, shown with their own tag instead of an order number).
  const row = records.getByRole('row').filter({ hasText: '可发放' }).filter({ hasNotText: '招募奖励' }).first();
  await expect(row).toContainText('可发放');
  const orderNo = (await row.getByRole('cell').nth(2).textContent())!.trim();
  await row.getByRole('button', { name: /^发放/ }).click();
  await page.getByRole('button', { name: /确认发放/ }).click();
  await expect(page.locator('.ant-message')).toContainText('已发放 1 笔');
  const [paid] = query<{ n: number }>("select count(*) as n from fin_tx where kind = 'agent.reward' and ref_no = ?", orderNo);
  expect(paid!.n).toBeGreaterThan(0);
  await page.getByRole('group', { name: '按奖励状态筛选' }).getByRole('button', { name: /已发放/ }).click();
  await expect(records.getByRole('row', { name: new RegExp(orderNo) }).first()).toContainText('已发放');

  // A recruit reward (a demo agent joined with another's referral code): payable at once, paid the same way.
  await page.getByRole('group', { name: '按奖励状态筛选' }).getByRole('button', { name: /可发放/ }).click();
  const recruit = records.getByRole('row').filter({ hasText: '招募奖励' }).first();
  await expect(recruit).toContainText(/推荐 .+ 入职/);
  await shot(page, 'sr-recruit-reward');
  await recruit.getByRole('button', { name: /^发放/ }).click();
  await page.getByRole('button', { name: /确认发放/ }).click();
  await expect(page.locator('.ant-message')).toContainText('已发放 1 笔');
  await expect.poll(() => Number(query<{ n: number }>("select count(*) as n from fin_tx where kind = 'agent.reward' and memo like '校园代理招募奖励%'")[0]!.n)).toBeGreaterThan(0);
});

test('statistics per school, day and agent; the recruit reward config; the agent shows rewards owed and paid', async ({ page, request }) => {
  await withToken(page, await apiLogin(request, DEMO.owner));
  await page.goto('/school-employee/sales-reward-statistics');
  await expect(page.getByTestId('reward-owed')).not.toHaveText('¥0.00');
  await expect(page.getByRole('table', { name: '各学校的奖励' }).getByRole('row').nth(1)).toBeVisible();
  const agents = page.getByRole('table', { name: '各代理的奖励' });
  await expect(agents.getByRole('row').nth(1)).toBeVisible();
  await shot(page, 'sr-statistics');

  await page.goto('/school-employee/recruit-reward-config');
  await expect(page.getByLabel('订单结算后暂扣（天）')).toHaveValue('0');
  await page.getByLabel('订单结算后暂扣（天）').fill('2');
  await page.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page.locator('.ant-message')).toContainText('招募奖励配置已保存');
  await shot(page, 'sr-config');

  await page.goto('/school-employee/sales-reward-statistics');
  await agents.getByRole('link').first().click();
  await expect(page).toHaveURL(/agent-detail\?agentId=\d+/);
  await expect(page.getByTestId('reward-owed')).toHaveText(/^¥[\d,]+\.\d{2}$/);
  await shot(page, 'sr-agent-detail');
});
