import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { RouterAnchor } from './router-anchor';

function setup() {
  const root = createRootRoute({ component: () => <Outlet /> });
  const list = createRoute({
    getParentRoute: () => root,
    path: '/order/list',
    component: () => (
      <RouterAnchor to={'/order/detail' as never} search={{ orderId: 42 } as never}>
        详情
      </RouterAnchor>
    ),
  });
  const detail = createRoute({ getParentRoute: () => root, path: '/order/detail', component: () => <p>订单详情页</p> });
  const router = createRouter({ routeTree: root.addChildren([list, detail]), history: createMemoryHistory({ initialEntries: ['/order/list'] }) });
  render(<RouterProvider router={router} />);
  return router;
}

describe('<RouterAnchor>', () => {
  it('is a real link with the route href', async () => {
    setup();
    const link = await screen.findByRole('link', { name: '详情' });
    expect(link).toHaveAttribute('href', '/order/detail?orderId=42');
  });

  it('navigates through the router on a plain click', async () => {
    const router = setup();
    fireEvent.click(await screen.findByRole('link', { name: '详情' }));
    expect(await screen.findByText('订单详情页')).toBeInTheDocument();
    expect(router.state.location.href).toBe('/order/detail?orderId=42');
  });

  it('leaves a modified click (new tab) to the browser', async () => {
    const router = setup();
    const link = await screen.findByRole('link', { name: '详情' });
    const notPrevented = fireEvent.click(link, { ctrlKey: true });
    expect(notPrevented).toBe(true);
    await act(async () => {});
    expect(router.state.location.pathname).toBe('/order/list');
  });
});
