import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, apiLogin, withToken, shot, DEMO } from './support/fixtures';
import { expectLedgerReconciles, platform } from './support/platform';
import { query } from './support/seed';

/**
 * After-sale against the real server: cases opened by the platform's buyer simulator, the merchant's buttons, the
 * platform clock moved by its command (never a sleep), refunds seen in the finance flow, a violation appealed and
 * revoked with the deposit returned. Serial: the steps share the demo shop.
 */
test.describe.configure({ mode: 'serial' });
// Refunds, deposit deductions and their return all post to the ledger: it must reconcile afterwards.
test.afterAll(() => {
  expectLedgerReconciles();
});

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

async function open(page: Page, request: APIRequestContext, url: string) {
  await withToken(page, await apiLogin(request, DEMO.owner));
  await page.goto(url);
}

/** A shipped order of the demo shop with no case yet, opened as a case of `type` by the buyer simulator. */
function newCase(type: 'refund' | 'return' | 'exchange', reason = 'quality'): { id: number; no: string } {
  const [o] = query<{ id: number }>(
    `select o.id from orders o join merchant_user u on u.company_id = o.company_id where u.phone = ? and o.status in (3, 4) and o.after_sale_status = 0 and o.paid_amount > 0
       and not exists (select 1 from after_sale a where a.order_id = o.id) order by o.id desc limit 1`,
    DEMO.owner,
  );
  const out = platform('after-sale', 'open', String(o!.id), type, reason);
  const m = /售后 ID (\d+) (SH\d+)/.exec(out);
  if (!m) throw new Error(out);
  return { id: Number(m[1]), no: m[2]! };
}

const deposit = () => query<{ balance: number }>("select a.balance from fin_account a join merchant_user u on u.company_id = a.company_id where u.phone = ? and a.code = 'deposit'", DEMO.owner)[0]?.balance ?? 0;

test('the list shows state tabs with counts, countdowns and URL filters', async ({ page, request }) => {
  await open(page, request, '/order/after-sale');
  await expect(page.getByRole('tab', { name: /^待商家处理 \(\d+\)$/ })).toBeVisible();
  await page.getByRole('tab', { name: /^待商家处理/ }).click();
  await expect(page).toHaveURL(/status=10/);
  await expect(page.getByRole('table', { name: '售后单' }).getByText(/^剩 /).first()).toBeVisible();
  // The header's badge: the seeded cases due within 24 hours (before a later test moves the clock past them).
  await expect(page.getByRole('link', { name: /售后将到期 \d+（24 小时内到期的售后单）/ })).toBeVisible();
  await shot(page, 'after-sale-list');
});

test('refuse a case with a reason and evidence', async ({ page, request }) => {
  const c = newCase('return', 'no_longer_needed');
  await open(page, request, `/order/after-detail?afterSaleId=${c.id}`);
  await page.getByRole('button', { name: '拒绝售后' }).click();
  const dlg = page.getByRole('dialog', { name: '拒绝售后' });
  await dlg.getByLabel('拒绝原因').click();
  await page.getByTitle('商品已使用，影响二次销售').click();
  await dlg.getByLabel('拒绝说明').fill('吊牌已拆，有明显穿着痕迹');
  await dlg.locator('input[type=file]').setInputFiles({ name: 'evidence.png', mimeType: 'image/png', buffer: PNG });
  await expect(dlg.getByRole('link', { name: '图片1' })).toBeVisible(); // uploaded, not only uploading
  await dlg.getByRole('button', { name: /^确\s?定$/ }).click();
  await expect(page.getByText('已拒绝').first()).toBeVisible();
  await expect(page.getByText('吊牌已拆，有明显穿着痕迹').first()).toBeVisible();
  await shot(page, 'after-sale-refused');
});

test('agree a return, the buyer ships, confirm receipt and see the refund in the finance flow', async ({ page, request }) => {
  const c = newCase('return');
  await open(page, request, `/order/after-detail?afterSaleId=${c.id}`);
  await page.getByRole('button', { name: '同意退货' }).click();
  await page.getByRole('dialog', { name: '同意退货' }).getByRole('button', { name: /^确\s?定$/ }).click();
  await expect(page.getByText('待买家退货').first()).toBeVisible();
  platform('after-sale', 'ship', String(c.id));
  await page.reload();
  await page.getByRole('button', { name: '确认收货并退款' }).click();
  await page.getByRole('dialog', { name: '确认收到退货' }).getByRole('button', { name: /^确\s?定$/ }).click();
  await expect(page.getByText('退款中').first()).toBeVisible();
  await shot(page, 'after-sale-detail-refunding');
  await page.goto('/finance/history');
  await expect(page.getByText(c.no).first()).toBeVisible();
});

test('a deadline passing auto-agrees (the platform clock moved by its command)', async ({ page, request }) => {
  const c = newCase('refund');
  const [{ deadline_at: deadline }] = query<{ deadline_at: number }>('select deadline_at from after_sale where id = ?', c.id);
  try {
    // Three and a half hours before the merchant's deadline on the platform clock: the page counts down from the
    // server's x-server-now, not from the browser's clock, so the countdown is red and says 3 hours.
    const ahead = Math.floor((deadline - Date.now() - 3.5 * 3_600_000) / 60_000);
    platform('clock', 'advance', `${ahead}m`);
    const serverAhead = async () => Number((await request.post('/xm-merchant/company/user/info')).headers()['x-server-now']) - Date.now();
    await expect.poll(serverAhead).toBeGreaterThan(ahead * 60_000 - 60_000); // every server process re-reads the clock each second
    await open(page, request, `/order/after-detail?afterSaleId=${c.id}`);
    await expect(page.locator('.xm-as-red', { hasText: /^剩 3 小时 \d+ 分$/ })).toBeVisible();
    await shot(page, 'after-sale-countdown-platform-clock');
    platform('clock', 'advance', '49h');
    // The server's own worker (every 30 s) may apply the due case before the command does: either way once.
    expect(platform('after-sale', 'deadlines')).toMatch(/到期处理 \d+ 单/);
    expect(query<{ status: number }>('select status from after_sale where id = ?', c.id)[0]?.status).toBe(40);
  } finally {
    platform('clock', 'reset');
  }
  await open(page, request, `/order/after-detail?afterSaleId=${c.id}`);
  await expect(page.getByText('商家超时未处理，平台自动同意')).toBeVisible();
  await expect(page.getByText('退款中').first()).toBeVisible();
});

test('settings and disputes', async ({ page, request }) => {
  await open(page, request, '/shop-setting/after-setting');
  await expect(page.getByRole('table', { name: '退货地址' }).getByText('默认', { exact: true })).toBeVisible();
  await shot(page, 'after-setting');
  await page.getByRole('link', { name: '新增退货地址' }).click();
  await page.getByLabel('收件人').fill('赵售后');
  await page.getByLabel('联系电话').fill('13800000005');
  await page.getByLabel('所在地区').fill('浙江省杭州市拱墅区');
  await page.getByLabel('详细地址').fill('莫干山路 100 号');
  await shot(page, 'add-after-setting');
  await page.getByRole('button', { name: /^保\s?存$/ }).click();
  await expect(page.getByText('莫干山路 100 号')).toBeVisible();
  await page.goto('/after-sale-violation/return-dispute');
  await expect(page.getByText('待平台裁决').first()).toBeVisible();
  await shot(page, 'return-dispute');
  await page.getByRole('link', { name: '举证' }).first().click();
  await expect(page.getByText('举证截止')).toBeVisible();
  await shot(page, 'return-dispute-detail');
});

test('appeal a violation and see the deposit return after revoke', async ({ page, request }) => {
  const before = deposit();
  const out = platform('violation', 'issue', 'false_tracking', '--amount', '30000');
  const id = Number(/违规 ID (\d+)/.exec(out)![1]);
  expect(deposit()).toBe(before - 30000);
  await open(page, request, '/after-sale-violation/violation-list');
  await expect(page.getByText(/年扣分/).first()).toBeVisible();
  await shot(page, 'violation-list');
  await page.goto(`/after-sale-violation/violation-detail?violationId=${id}`);
  await page.getByLabel('申诉说明').fill('快递公司系统延迟更新，附揽收底单');
  await page.locator('input[type=file]').setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('link', { name: '图片1' })).toBeVisible();
  await page.getByRole('button', { name: '提交申诉' }).click();
  // The toast says the same words: the page's own line is the paragraph.
  await expect(page.getByRole('paragraph').filter({ hasText: '申诉已提交，等待平台处理' })).toBeVisible();
  expect(platform('violation', 'appeal', String(id), 'revoke')).toContain('退回保证金 ¥300.00');
  await page.reload();
  await expect(page.getByText('已退回保证金 ¥300.00')).toBeVisible();
  expect(deposit()).toBe(before);
  await shot(page, 'violation-detail');
});
