import type { Page } from '@playwright/test';
import { test, expect, apiLogin, withToken, shot as fullShot, DEMO } from './support/fixtures';
import Database from 'better-sqlite3';
import { expectLedgerReconciles, platform } from './support/platform';
import { dbFile, query } from './support/seed';

/**
 * Sales rewards against the real server: the merchant creates a rule; simulated agents bring orders and the reward
 * job (run by the platform's `jobs run-due`) computes their rewards with it; a payable reward is paid from the
 * available balance; a referral order's reward stays 待结算 until the order settles (platform clock and `settle`) and
 * becomes 可发放, a refunded order's reward is 已冲回; the statistics, the recruit reward config and the agent's figures
 * are photographed. Serial.
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

test('a referral order\'s reward is held until the order settles, then payable; a refunded order\'s reward is reversed', async ({ page, request }) => {
  test.setTimeout(180_000);
  await withToken(page, await apiLogin(request, DEMO.owner));
  // Two paid, unsettled orders of the shop without a code: one the buyer has confirmed (it settles 7 days after), one
  // still open (the buyer will ask for a refund of all of it). Their buyers typed an active agent's code at checkout.
  const free = (extra: string) =>
    query<{ id: number; order_no: string; paid_at: number; completed_at: number | null }>(
      `select o.id, o.order_no, o.paid_at, o.completed_at from orders o join fin_order f on f.order_id = o.id join company c on c.id = o.company_id
       join merchant_user u on u.company_id = c.id and u.phone = ?
       where f.state = 0 and f.paid_amount > 0 and f.refunded_before + f.refunded_after = 0 and o.referral_code is null and o.after_sale_status = 0 and ${extra}
       order by o.id desc limit 1`,
      DEMO.owner,
    )[0];
  const toSettle = free('o.status = 4 and o.completed_at is not null');
  expect(toSettle, '一单已确认收货、未结算的订单').toBeTruthy();
  const toRefund = free(`o.status in (2, 3) and o.id <> ${toSettle!.id}`);
  expect(toRefund, '一单未完成、未结算的订单').toBeTruthy();
  const [agent] = query<{ id: number }>(
    `select a.id from se_agent a join merchant_user u on u.company_id = a.company_id and u.phone = ? where a.state = 4 and a.active_at <= ? order by a.id limit 1`,
    DEMO.owner,
    Math.min(toSettle!.paid_at, toRefund!.paid_at),
  );
  expect(agent, '一名两单付款时已在岗的代理').toBeTruthy();
  for (const o of [toSettle!, toRefund!]) expect(platform('agent', 'refer', String(o.id), String(agent!.id))).toMatch(/产生奖励 [1-9]\d* 笔/);
  const records = page.getByRole('table', { name: '奖励记录' });
  const search = async (orderNo: string) => {
    await page.goto(`/school-employee/sales-reward-list?keyword=${orderNo}`);
    await expect(page.getByPlaceholder(/订单号/)).toHaveValue(orderNo);
    return records.getByRole('row', { name: new RegExp(orderNo) });
  };
  for (const o of [toSettle!, toRefund!]) {
    const rows = await search(o.order_no);
    await expect(rows.first()).toContainText('待结算');
    await expect(rows.filter({ hasNotText: '待结算' })).toHaveCount(0);
  }
  await shot(page, 'sr-held');

  try {
    // The buyer asks for a refund; the platform clock moves past the merchant's 48 hours and past the confirmed order's
    // T+7; the platform agrees (refund posted), settlement runs, and the reward job follows both.
    const opened = platform('after-sale', 'open', String(toRefund!.id), 'refund');
    expect(opened).toMatch(/已发起售后 ID \d+/);
    const dueIn = Math.max(49 * 60, Math.ceil((toSettle!.completed_at! + 7 * 86_400_000 - Date.now()) / 60_000) + 5);
    platform('clock', 'advance', `${dueIn}m`);
    expect(platform('after-sale', 'deadlines')).toMatch(/到期处理 \d+ 单/);
    const [refunded] = query<{ n: number; paid: number }>('select refunded_before + refunded_after as n, paid_amount as paid from fin_order where order_id = ?', toRefund!.id);
    expect(refunded!.n).toBe(refunded!.paid);
    expect(platform('settle')).toMatch(/结算完成/);
    expect(query<{ state: number }>('select state from fin_order where order_id = ?', toSettle!.id)[0]!.state).toBe(1);
    platform('clock', 'advance', '2m');
    platform('jobs', 'run-due'); // the server's own worker may run the reward job first: either way once
    await expect.poll(() => query<{ n: number }>('select count(*) as n from se_reward where order_id = ? and state = 1', toSettle!.id)[0]!.n, { timeout: 90_000 }).toBe(0);
    await expect.poll(() => query<{ n: number }>('select count(*) as n from se_reward where order_id = ? and state <> 4', toRefund!.id)[0]!.n, { timeout: 90_000 }).toBe(0);
  } finally {
    platform('clock', 'reset');
  }

  // Seen on the pages: the settled order's reward is payable, the refunded order's reward reversed in full.
  const settledRows = await search(toSettle!.order_no);
  await expect(settledRows.first()).toContainText('可发放');
  await expect(settledRows.filter({ hasNotText: '可发放' })).toHaveCount(0);
  await shot(page, 'sr-settled-payable');
  const reversedRows = await search(toRefund!.order_no);
  await expect(reversedRows.first()).toContainText('已冲回');
  await expect(reversedRows.filter({ hasNotText: '已冲回' })).toHaveCount(0);
  await shot(page, 'sr-refund-reversed');
  // The state cards follow the search: the refunded order's rewards are all in 已冲回.
  await expect(page.getByRole('group', { name: '按奖励状态筛选' }).getByRole('button', { name: /已冲回/ })).toContainText(`${await reversedRows.count()} 笔`);
  // Paying the payable reward moves money through the ledger, which still reconciles.
  const payable = (await search(toSettle!.order_no)).first();
  await payable.getByRole('button', { name: /^发放/ }).click();
  await page.getByRole('button', { name: /确认发放/ }).click();
  await expect(page.locator('.ant-message')).toContainText('已发放');
  await expect(payable).toContainText('已发放');
  expect(expectLedgerReconciles()).toContain('对账无差异');
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
