import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, apiLogin, withToken, shot as fullShot, serverURL, DEMO } from './support/fixtures';

/**
 * Marketing against the real server: sign two SKUs up for a flash sale and see them under review; create a full
 * reduction with two tiers; create a coupon, run simulate-orders and see its statistics move; the route context's
 * activityType reaches the submit page, and an invalid type shows 404.
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
async function api(request: APIRequestContext, token: string, p: string, body: unknown) {
  const r = await request.post(`${serverURL()}/xm-merchant/${p}`, { data: body, headers: { Authorization: `Bearer ${token}` } });
  const j = (await r.json()) as { code: number; msg: string; data: any };
  expect(j.code, j.msg).toBe(1);
  return j.data;
}

test('sign two SKUs up for a flash sale: the type comes from the route, the entries wait for review', async ({ page, request }) => {
  const token = await apiLogin(request, DEMO.owner);
  await withToken(page, token);
  await page.goto('/activity/square');
  await expect(page).toHaveTitle('活动广场 - 商家后台');
  await expect(page.getByText('报名中').first()).toBeVisible();
  await shot(page, 'activity-square');
  await page.goto('/activity/square-list/2');
  await expect(page.getByRole('tab', { name: '全部' })).toBeVisible();
  await page.getByRole('tab', { name: '报名中' }).click();
  await expect(page).toHaveURL(/phase=2/);
  await shot(page, 'activity-square-list-2');
  await page.getByRole('link', { name: '去报名' }).first().click();
  await expect(page.getByRole('heading', { name: /^秒杀报名：/ })).toBeVisible();
  const goods = await api(request, token, 'activity/goodsOptions', {});
  const skus = (goods.list as Array<{ name: string; skus: Array<{ specText: string; stock: number; price: number; lowest30: number }> }>)
    .flatMap((g) => g.skus.map((s) => ({ ...s, name: g.name })))
    .filter((s) => s.stock >= 20 && s.lowest30 >= 200)
    .slice(0, 2);
  expect(skus).toHaveLength(2);
  for (const s of skus) await page.getByRole('checkbox', { name: `选择 ${s.name} ${s.specText}` }).check();
  await shot(page, 'activity-submit');
  await page.getByRole('button', { name: /提交报名（2 个 SKU）/ }).click();
  await expect(page.getByRole('heading', { name: '本店报名' })).toBeVisible();
  const table = page.getByRole('table', { name: '本店报名' });
  for (const s of skus) await expect(table.getByRole('row', { name: new RegExp(s.name) }).first()).toContainText('待审核');
  await shot(page, 'activity-detail');
  // The platform's review queue has them.
  expect(platform('activity', 'entries')).toContain(skus[0]!.name);
});

test('the data page of a campus-group goods shows its groups in every state, with counts, and an order shows its group', async ({ page, request }) => {
  test.setTimeout(240_000);
  const token = await apiLogin(request, DEMO.owner);
  await withToken(page, token);
  const running = (await api(request, token, 'activity/square', { type: 21, phase: 4 })).list as Array<{ activityId: number }>;
  const activityId = running[0]!.activityId;
  const entries = ((await api(request, token, 'activity/detail', { activityId })).entries as Array<{ goodsId: number; status: number }>).filter((e) => e.status === 1);
  expect(entries.length).toBeGreaterThan(0);
  const TEXT: Record<number, string> = { 1: '拼团中', 2: '已成团', 3: '未成团已退款' };
  const TAB: Record<number, string> = { 1: '拼团中', 2: '已成团', 3: '未成团' };
  const seen = new Set<number>();
  let orderHref: string | null = null;
  // The goods of the entries (two SKUs of one goods share its data page).
  for (const goodsId of new Set(entries.map((e) => e.goodsId))) {
    const e = { goodsId };
    const all = await api(request, token, 'activity/groups', { activityId, goodsId, pageSize: 20 });
    await page.goto(`/activity/data/21/${activityId}/${e.goodsId}`);
    const section = page.getByRole('region', { name: '校园团的团' });
    await expect(section.getByRole('tab', { name: `全部 ${all.counts.all}` })).toBeVisible();
    await expect(section.getByRole('tab', { name: `拼团中 ${all.counts.open}` })).toBeVisible();
    await expect(section.getByRole('tab', { name: `已成团 ${all.counts.done}` })).toBeVisible();
    await expect(section.getByRole('tab', { name: `未成团 ${all.counts.refunded}` })).toBeVisible();
    await shot(page, `activity-groups-${e.goodsId}`);
    for (const state of [1, 2, 3]) {
      const n = all.counts[{ 1: 'open', 2: 'done', 3: 'refunded' }[state] as 'open'];
      if (!n) continue;
      seen.add(state);
      await section.getByRole('tab', { name: `${TAB[state]} ${n}` }).click();
      await expect(page).toHaveURL(new RegExp(`groupState=${state}`));
      const table = section.getByRole('table', { name: '拼团列表', exact: true });
      const rows = table.getByRole('row').filter({ hasText: TEXT[state]! });
      await expect(rows).toHaveCount(Math.min(n, 20));
      for (const text of Object.values(TEXT).filter((t) => t !== TEXT[state])) await expect(table).not.toContainText(text);
      if (state === 1) {
        await expect(rows.first()).toContainText(/剩 \d+ 小时 \d+ 分/);
        orderHref ??= await rows.first().getByRole('link').first().getAttribute('href');
      }
      if (state === 2) await expect(rows.first()).toContainText(/成团于/);
      if (state === 3) await expect(rows.first()).toContainText(/退款于.*已退 ¥/);
      await shot(page, `activity-groups-${e.goodsId}-state-${state}`);
    }
  }
  // The demo shop's campus groups are in every state.
  expect([...seen].sort()).toEqual([1, 2, 3]);
  // An order of a group still 拼团中: its detail shows the group and offers no shipping.
  expect(orderHref).toMatch(/^\/order\/detail\?orderId=\d+$/);
  await page.goto(orderHref!);
  await expect(page.getByText('校园团', { exact: true })).toBeVisible();
  await expect(page.getByText('拼团中，成团后发货')).toBeVisible();
  await expect(page.getByRole('button', { name: '发货', exact: true })).toHaveCount(0);
  await shot(page, 'order-detail-group');
});

test('an invalid activity type in the address shows 404', async ({ page, request }) => {
  await withToken(page, await apiLogin(request, DEMO.owner));
  await page.goto('/activity/submit/3/1');
  await expect(page.getByText('404').first()).toBeVisible();
  await shot(page, 'activity-submit-404');
});

test('create a full reduction with two tiers', async ({ page, request }) => {
  const token = await apiLogin(request, DEMO.owner);
  // Make room: the shop's running and planned full reductions stop (no two may overlap on the same goods).
  const list = await api(request, token, 'activity/fullReduction/list', { pageSize: 100 });
  for (const f of list.list as Array<{ fullReductionId: number; state: number }>) if (f.state <= 2) await api(request, token, 'activity/fullReduction/stop', { fullReductionId: f.fullReductionId });
  await withToken(page, token);
  await page.goto('/activity/full-reduction');
  await shot(page, 'full-reduction-list');
  await page.getByRole('button', { name: '创建满减' }).click();
  await page.getByLabel('活动名称').fill('E2E 两档满减');
  await page.getByLabel('第 1 档门槛（元）').fill('50');
  await page.getByLabel('第 1 档优惠（元）').fill('5');
  await page.getByRole('button', { name: '添加档位' }).click();
  await page.getByLabel('第 2 档门槛（元）').fill('100');
  await page.getByLabel('第 2 档优惠（元）').fill('15');
  await shot(page, 'full-reduction-create');
  await page.getByRole('button', { name: '保 存' }).or(page.getByRole('button', { name: '保存' })).click();
  await expect(page).toHaveURL(/\/activity\/full-reduction$/);
  const row = page.getByRole('table', { name: '满减活动' }).getByRole('row', { name: /E2E 两档满减/ });
  await expect(row).toContainText('满 ¥50.00 减 ¥5.00；满 ¥100.00 减 ¥15.00');
  await shot(page, 'full-reduction-created');
});

test('create a coupon, run simulate-orders, and see its statistics move', async ({ page, request }) => {
  test.setTimeout(180_000);
  const token = await apiLogin(request, DEMO.owner);
  await withToken(page, token);
  await page.goto('/marketing/coupon');
  await expect(page.getByRole('table', { name: '优惠券', exact: true })).toBeVisible();
  await shot(page, 'coupon-list');
  await page.getByRole('button', { name: '新建优惠券' }).click();
  await page.getByLabel('优惠券名称').fill('E2E 无门槛 1 元');
  await page.getByRole('radio', { name: '无门槛券' }).check();
  await page.getByLabel('面额（元）').fill('1');
  await page.getByLabel('店铺出资比例').fill('0');
  // Claimable from a month ago, so the simulated buyers of the last 30 days can claim it.
  const start = page.locator('#claim');
  await start.click();
  await start.fill(new Date(Date.now() - 30 * 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 10) + ' 00:00');
  await start.press('Tab');
  const end = page.locator('#claim').locator('xpath=ancestor::div[contains(@class,"ant-picker-range")]').locator('input').nth(1);
  await end.fill(new Date(Date.now() + 30 * 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 10) + ' 23:59');
  await end.press('Tab');
  await expect(page.locator('#claim')).toHaveValue(/ 00:00$/);
  await shot(page, 'coupon-edit');
  await page.getByRole('button', { name: '保 存' }).or(page.getByRole('button', { name: '保存' })).click();
  await expect(page.getByRole('heading', { name: '优惠券：E2E 无门槛 1 元' })).toBeVisible();
  await shot(page, 'coupon-detail');
  const mine = (await api(request, token, 'marketing/coupon/list', { pageSize: 100 })).list.find((c: { name: string }) => c.name === 'E2E 无门槛 1 元');
  expect(mine.claimed).toBe(0);
  // Only this coupon is given out now: the others stop, so the simulated buyers claim this one.
  for (const c of (await api(request, token, 'marketing/coupon/list', { pageSize: 100 })).list as Array<{ couponId: number; state: number }>) if (c.state === 2 && c.couponId !== mine.couponId) await api(request, token, 'marketing/coupon/stop', { couponId: c.couponId });
  platform('simulate-orders', '60', '--seed', '7');
  await page.getByRole('link', { name: '查看数据' }).click();
  const stats = page.getByLabel('优惠券数据汇总');
  await expect(stats).toBeVisible();
  const st = await api(request, token, 'marketing/coupon/statistics', { couponId: mine.couponId });
  expect(st.claimed).toBeGreaterThan(0);
  expect(st.used).toBeGreaterThan(0);
  await expect(stats).toContainText(String(st.claimed));
  await expect(stats).toContainText(`¥${(st.cost / 100).toFixed(2)}`);
  await shot(page, 'coupon-statistics');
});
