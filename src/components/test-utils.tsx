/**
 * Component-test harness shared by the feature tests: the page under its real route id (/_authed/_app/<path>, so
 * the page's getRouteApi works), a memory history at `url`, a fresh query client, antd's App and the user's keys.
 * Server refusals (code ≠ 1) reach antd's message through FeedbackBinder, as in the app.
 * Requests go to msw (the caller's server, with the generated handlers of src/api/gen).
 */
import type { FunctionComponent } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import AntApp from 'antd/es/app';
import { PermissionProvider } from '@/components/auth';
import { FeedbackBinder } from '@/lib/feedback-binder';
import { parseSearch } from '@/lib/search-params';
import '@/lib/dayjs';

export function renderRoutePage({ path, url, component, validateSearch, keys }: { path: string; url: string; component: FunctionComponent; validateSearch?: (s: Record<string, unknown>) => object; keys: string[] }) {
  const root = createRootRoute({ component: Outlet });
  const authed = createRoute({ getParentRoute: () => root, id: '_authed', component: Outlet });
  const app = createRoute({ getParentRoute: () => authed, id: '_app', component: Outlet });
  const page = createRoute({ getParentRoute: () => app, path, validateSearch, component });
  const other = createRoute({ getParentRoute: () => root, path: '$', component: () => <p>其他页面</p> });
  const router = createRouter({ routeTree: root.addChildren([authed.addChildren([app.addChildren([page])]), other]), history: createMemoryHistory({ initialEntries: [url] }), parseSearch });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const utils = render(
    <QueryClientProvider client={queryClient}>
      <AntApp>
        <FeedbackBinder />
        <PermissionProvider keys={new Set(keys)}>
          <RouterProvider router={router} />
        </PermissionProvider>
      </AntApp>
    </QueryClientProvider>,
  );
  return { ...utils, router, queryClient };
}

/** The JSON bodies an msw handler received, for asserting what the page sent. */
export function recorder<T = Record<string, unknown>>() {
  const bodies: T[] = [];
  return { bodies, record: async (request: Request) => bodies.push((await request.clone().json()) as T) };
}
