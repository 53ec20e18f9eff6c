import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setupServer } from 'msw/node';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  getFinanceStatementDetailMockHandler,
  getFinanceStatementDisputeMockHandler,
  getFinanceStatementLinesMockHandler,
  getFinanceStatementListMockHandler,
  getFinanceStatementListResponseMock,
} from '@/api/gen/endpoints/finance/finance.msw';
import type { FinanceStatementDisputeBody, FinanceStatementQuery } from '@/api/gen/model';
import { validateStatementSearch } from './search';
import { Formula, StatementPage } from './statement-page';
import { recorder, renderPage } from './test-utils';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const statement = getFinanceStatementListResponseMock().data.list[0]!;

describe('Formula', () => {
  it('writes the formula out with the figures and says when they add up', () => {
    render(<Formula s={statement} />);
    expect(screen.getByRole('group', { name: /订单收入 − 退款 − 平台佣金 \+ 平台补贴 − 扣款 = 结算金额/ })).toBeInTheDocument();
    for (const t of ['¥1,258.00', '¥39.80', '¥24.40', '¥5.00', '¥0.00', '¥1,198.80']) expect(screen.getByText(t)).toBeInTheDocument();
    expect(screen.getByTestId('formula-check')).toHaveTextContent('✓ 金额相符');
  });
  it('shows the difference when a statement does not add up', () => {
    render(<Formula s={{ ...statement, settled: statement.settled + 100 }} />);
    expect(screen.getByTestId('formula-check')).toHaveTextContent('✗ 与公式相差 ¥1.00');
  });
});

describe('StatementPage', () => {
  it('asks for the period of the URL, opens a statement and disputes one of its lines with a reason', async () => {
    const lists = recorder<FinanceStatementQuery>();
    const disputes = recorder<FinanceStatementDisputeBody>();
    server.use(
      getFinanceStatementListMockHandler(async ({ request }) => {
        await lists.record(request);
        return getFinanceStatementListResponseMock();
      }),
      getFinanceStatementDetailMockHandler(),
      getFinanceStatementLinesMockHandler(),
      getFinanceStatementDisputeMockHandler(async ({ request }) => {
        await disputes.record(request);
        return { code: 1, msg: 'ok', data: { ...statement, status: 2, disputeCount: 1 } };
      }),
    );
    const user = userEvent.setup();
    const { router } = renderPage({ path: 'finance/account-statement', url: '/finance/account-statement?status=0', component: StatementPage, validateSearch: validateStatementSearch });
    await user.click(await screen.findByRole('button', { name: '查看 2026-11-23 的对账单' }, { timeout: 10_000 }));
    expect(lists.bodies[0]).toEqual({ period: 'day', status: 0, cursor: null, pageSize: 50 });
    await waitFor(() => expect(router.state.location.search).toMatchObject({ no: 'D20261123', status: 0 }));
    const drawer = await screen.findByRole('dialog');
    const link = await within(drawer).findByRole('link', { name: '20261116120000123456' }, { timeout: 5000 });
    expect(link).toHaveAttribute('href', '/order/detail?orderId=1001');
    await user.click(within(drawer).getByRole('button', { name: '提出异议' }));
    const modal = await waitFor(() => screen.getAllByRole('dialog').find((d) => within(d).queryByText('对这一行提出异议'))!);
    await user.click(within(modal).getByRole('button', { name: '提交异议' }));
    expect(await within(modal).findByText('请填写异议原因')).toBeInTheDocument();
    await user.type(within(modal).getByLabelText('异议原因'), '佣金费率应为 1%');
    await user.click(within(modal).getByRole('button', { name: '提交异议' }));
    await waitFor(() => expect(disputes.bodies).toEqual([{ statementNo: 'D20261123', lineId: 7001, reason: '佣金费率应为 1%' }]));
  }, 40_000);
});
