import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setupServer } from 'msw/node';
import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import AntApp from 'antd/es/app';
import { getCompanyCloseCheckMockHandler, getCompanyCloseCheckResponseMock } from '@/api/gen/endpoints/company/company.msw';
import type { CompanyCloseCheck } from '@/api/gen/model';
import { PermissionProvider } from '@/components/auth';
import '@/lib/dayjs';
import { ClosePage } from './close-page';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function open(data: Partial<CompanyCloseCheck>, keys = ['company.view', 'company.close']) {
  const base = getCompanyCloseCheckResponseMock();
  server.use(getCompanyCloseCheckMockHandler({ ...base, data: { ...base.data, ...data } }));
  const root = createRootRoute({ component: Outlet });
  const page = createRoute({ getParentRoute: () => root, path: 'close', component: ClosePage });
  const router = createRouter({ routeTree: root.addChildren([page]), history: createMemoryHistory({ initialEntries: ['/close'] }) });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <AntApp>
        <PermissionProvider keys={new Set(keys)}>
          <RouterProvider router={router} />
        </PermissionProvider>
      </AntApp>
    </QueryClientProvider>,
  );
}

const ok = (key: string, label: string, link: string) => ({ key, label, ok: true, detail: `${label}：已满足`, link });

describe('ClosePage', () => {
  it('lists each failing check with a link to fix it, and offers no confirmation', async () => {
    open({ allPassed: false });
    expect(await screen.findByText('还不能关闭店铺：1 项前提未满足，请按提示处理后重新检查。')).toBeTruthy();
    expect(screen.getByRole('link', { name: '去处理订单' }).getAttribute('href')).toBe('/order/list');
    expect(screen.queryByRole('link', { name: '去查看资金' })).toBeNull(); // the balance check holds
    expect(screen.queryByRole('button', { name: '确认关闭店铺' })).toBeNull();
  });

  it('lets the owner confirm once every check holds', async () => {
    open({ allPassed: true, isOwner: true, checks: [ok('orders', '没有未完成的订单', '/order/list'), ok('balance', '账户余额已结清', '/finance/overview')] });
    expect(await screen.findByText('所有前提均已满足，店铺负责人可以关闭店铺。')).toBeTruthy();
    expect(screen.getByRole('button', { name: '确认关闭店铺' })).toBeTruthy();
    expect(screen.getByText(/保证金 ¥2,000.00 退回结算账户/)).toBeTruthy();
  });

  it('tells a member that only the owner closes', async () => {
    open({ allPassed: true, isOwner: false, checks: [ok('orders', '没有未完成的订单', '/order/list')] }, ['company.view']);
    expect(await screen.findByText('只有店铺负责人可以关闭店铺。')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '确认关闭店铺' })).toBeNull();
  });

  it('shows a closed shop’s result instead of the checks', async () => {
    open({ closedAt: 1789000000000, checks: [], allPassed: false, closure: { closedAt: 1789000000000, delistedGoods: 12, depositRefunded: 200000 } });
    expect(await screen.findByText(/下架商品 12 件，退还保证金 ¥2,000.00/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: '重新检查' })).toBeNull();
  });
});
