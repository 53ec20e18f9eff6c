import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setupServer } from 'msw/node';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getFinanceFlowListMockHandler, getFinanceFlowListResponseMock, getFinanceOverviewMockHandler } from '@/api/gen/endpoints/finance/finance.msw';
import type { FinanceFlowLine, FinanceFlowQuery } from '@/api/gen/model';
import { BalancePage } from './balance-page';
import { validateFlowSearch } from './search';
import { recorder, renderPage } from './test-utils';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const line = getFinanceFlowListResponseMock().data.list[0]!;
const page = (list: FinanceFlowLine[], nextCursor: string | null) => ({ code: 1 as const, msg: 'ok', data: { list, nextCursor, hasMore: nextCursor !== null } });

describe('BalancePage', () => {
  it('sends the URL filters, links each line to its cause, and loads the next page by its cursor', async () => {
    const bodies = recorder<FinanceFlowQuery>();
    server.use(
      getFinanceOverviewMockHandler(),
      getFinanceFlowListMockHandler(async ({ request }) => {
        await bodies.record(request);
        const b = bodies.bodies.at(-1)!;
        return b.cursor ? page([{ ...line, entryId: 2, kind: 'withdraw', amount: -50000, causeType: 'withdrawal', causeId: 88, causeNo: 'TX202611240001', orderId: null, orderNo: null }], null) : page([line], '1795996800000_90001');
      }),
    );
    const user = userEvent.setup();
    renderPage({ path: 'finance/balance', url: '/finance/balance?account=pending&orderNo=20261116120000123456&kinds=settle,refund', component: BalancePage, validateSearch: validateFlowSearch });
    const table = await screen.findByRole('table', { name: '待结算流水' }, { timeout: 10_000 });
    expect(await within(table).findByRole('link', { name: '订单 20261116120000123456' }, { timeout: 5000 })).toHaveAttribute('href', '/order/detail?orderId=1001');
    expect(bodies.bodies[0]).toEqual({ filter: { accounts: ['pending'], kinds: ['settle', 'refund'], orderNo: '20261116120000123456' }, cursor: null, pageSize: 50 });
    // The tab of each account shows its balance (the user may see balances).
    expect(await screen.findByRole('tab', { name: '待结算 ¥3,800.00' })).toBeInTheDocument();
    expect(within(table).getByText('+¥38.80')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '加载更多' }));
    await waitFor(() => expect(bodies.bodies[1]?.cursor).toBe('1795996800000_90001'));
    expect(await within(table).findByRole('link', { name: '提现单 TX202611240001' })).toHaveAttribute('href', '/finance/withdraw');
    expect(within(table).getByText('-¥500.00')).toBeInTheDocument();
    expect(screen.getByText('已全部加载')).toBeInTheDocument();
  }, 40_000);

  it('does not ask for balances without finance.stat (no 无权限 toast on this page)', async () => {
    server.use(getFinanceFlowListMockHandler(page([], null)));
    renderPage({ path: 'finance/balance', url: '/finance/balance', component: BalancePage, validateSearch: validateFlowSearch, keys: ['finance.stream.list'] });
    expect(await screen.findByText('没有符合条件的流水', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '可提现' })).toBeInTheDocument(); // onUnhandledRequest 'error' would fail an overview call
  }, 20_000);
});
