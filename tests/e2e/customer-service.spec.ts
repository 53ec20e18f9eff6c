import { spawn } from 'node:child_process';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, apiLogin, withToken, shot, DEMO, serverURL } from './support/fixtures';

/**
 * Customer service against the real server: a buyer's message from the platform simulator (a separate process
 * writing to the test server's database) reaches the owner's open inbox over the live channel within a second of
 * its commit; the owner answers with text, an order card and a goods card; the flow, agent and editor pages are photographed.
 */
// Several pages each scanned by axe on a shared 2-core machine: more than the default 30 s.
test.describe.configure({ mode: 'serial', timeout: 90_000 });

async function api<T = any>(request: APIRequestContext, token: string, url: string, body: unknown = {}): Promise<{ code: number; data: T; msg: string }> {
  const r = await request.post(`${serverURL()}/xm-merchant${url}`, { data: body, headers: { authorization: `Bearer ${token}` } });
  return (await r.json()) as { code: number; data: T; msg: string };
}

/** Runs `simulate-chat` against the test server's database; resolves with each message's commit time (ms). */
function simulateChat(text: string): Promise<number[]> {
  const root = path.resolve(import.meta.dirname, '../..');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server/platform/cli.ts'), 'simulate-chat', '1', '--text', text], {
      cwd: root,
      env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, DATABASE_URL: '' },
    });
    let out = '';
    child.stdout.on('data', (d) => (out += String(d)));
    child.stderr.on('data', (d) => (out += String(d)));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`simulate-chat 失败：${out}`));
      resolve([...out.matchAll(/已提交 (\d{13})/g)].map((m) => Number(m[1])));
    });
  });
}

async function openAs(page: Page, request: APIRequestContext, url: string) {
  const token = await apiLogin(request, DEMO.owner);
  await withToken(page, token);
  await page.goto(url);
  return token;
}

test('a simulated buyer’s message reaches the agent’s open inbox within a second', async ({ page, request }) => {
  const token = await apiLogin(request, DEMO.owner);
  // Business hours all day, so the buyer is routed to the online agent (the owner) whatever the time of the run.
  const flows = await api(request, token, '/cs/flow/list');
  const base = flows.data.list.find((f: any) => f.active).config;
  const saved = await api(request, token, '/cs/flow/save', { name: `全天接待（测试${test.info().retry || ''}）`, config: { ...base, workDays: [1, 2, 3, 4, 5, 6, 7], startMinute: 0, endMinute: 1440 } });
  expect(saved.code, saved.msg).toBe(1);
  expect((await api(request, token, '/cs/flow/activate', { csFlowId: saved.data.csFlowId })).code).toBe(1);

  await withToken(page, token);
  await page.goto('/customer-service/inbox?tab=all');
  await expect(page.getByTestId('cs-live')).toHaveText('实时接收中');
  await expect(page.getByTestId('cs-conversation').first()).toBeVisible();
  const text = `测试买家消息 ${Date.now() % 100000}`;
  // When the text first shows in the page, by the page's own clock (same machine as the simulator's).
  await page.evaluate((t) => {
    const w = globalThis as unknown as { __seenAt?: number; document: any; MutationObserver: any };
    const check = () => {
      if (!w.__seenAt && w.document.body.innerText.includes(t)) w.__seenAt = Date.now();
    };
    new w.MutationObserver(check).observe(w.document.body, { subtree: true, childList: true, characterData: true });
  }, text);
  const [committedAt] = await simulateChat(text);
  const item = page.getByTestId('cs-conversation').filter({ hasText: text });
  await expect(item).toBeVisible({ timeout: 5000 });
  const seenAt = await page.evaluate(() => (globalThis as unknown as { __seenAt?: number }).__seenAt ?? 0);
  expect(seenAt, `推送用时 ${seenAt - committedAt!} ms`).toBeGreaterThan(0);
  expect(seenAt - committedAt!).toBeLessThan(1000);
  test.info().annotations.push({ type: 'latency', description: `提交到出现在收件箱：${seenAt - committedAt!} ms` });

  // The agent opens it, sees the buyer's orders, answers with text and an order card.
  await item.click();
  await expect(page.getByTestId('cs-messages')).toContainText(text);
  await page.getByLabel('回复内容').fill('您好，今天下午为您发货。');
  await page.getByLabel('回复内容').press('Control+Enter');
  await expect(page.getByTestId('cs-messages')).toContainText('您好，今天下午为您发货。');
  // The simulator's buyers are the shop's recent buyers: the side panel always lists their orders.
  const messages = page.getByTestId('cs-messages');
  const lastMessage = messages.getByRole('listitem').last();
  const sendOrder = page.getByRole('region', { name: '买家的订单' }).getByRole('button', { name: /^发给买家：订单 / }).first();
  await expect(sendOrder).toBeVisible();
  const orderNo = (await sendOrder.getAttribute('aria-label'))!.replace('发给买家：订单 ', '');
  await sendOrder.click();
  await expect(lastMessage).toContainText(`订单 ${orderNo}`);
  // A goods card: the first goods on sale from the picker, shown in the conversation with its price.
  const sendGoods = page.getByRole('region', { name: '发送商品' }).getByRole('button', { name: /^发给买家：商品 / }).first();
  await expect(sendGoods).toBeVisible();
  const goodsName = (await sendGoods.getAttribute('aria-label'))!.replace('发给买家：商品 ', '');
  await sendGoods.click();
  await expect(lastMessage).toContainText(goodsName);
  await expect(lastMessage).toContainText(/¥[\d,.]+ 起/);
  await expect(item.getByText('待回复')).toHaveCount(0);
  await shot(page, 'cs-inbox');
});

test('flows, agents and the editor with its preview', async ({ page, request }) => {
  await openAs(page, request, '/customer-service/flow');
  await expect(page.getByRole('article', { name: /接待流程 日常接待/ })).toBeVisible();
  await shot(page, 'cs-flow');
  await page.getByRole('link', { name: '新建流程' }).click();
  await expect(page.getByRole('complementary', { name: '买家看到的预览' })).toContainText('您好，欢迎光临');
  await page.getByLabel('流程名称').fill('周末接待');
  await page.getByRole('button', { name: '添加关键词回复' }).click();
  await page.getByLabel('第 1 条关键词', { exact: true }).fill('包邮');
  await page.getByLabel('第 1 条自动回复', { exact: true }).fill('全店满 39 元包邮。');
  await page.getByLabel('模拟买家消息').fill('这个包邮吗');
  await expect(page.getByRole('complementary', { name: '买家看到的预览' })).toContainText('全店满 39 元包邮。');
  await shot(page, 'cs-edit-flow');
  await page.getByRole('button', { name: /^保\s*存$/ }).click();
  await expect(page.getByRole('article', { name: /接待流程 周末接待/ })).toBeVisible();

  await page.goto('/customer-service/manage');
  await expect(page.getByRole('table', { name: '客服列表', exact: true })).toContainText('小明');
  await shot(page, 'cs-manage');
});
